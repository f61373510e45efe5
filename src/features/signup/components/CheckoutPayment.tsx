import { Suspense, useEffect, useState } from 'react';
import { PaymentPanel, type PaymentRequest } from '../../../components/payment/PaymentPanel';
import { chargedCardText } from '../../../components/payment/chargedCardText';
import { SandboxNoteShownAbove } from '../../../components/payment/sandbox/sandboxCardNote';
import { useUpgradeConfirmation } from '../../../components/payment/useUpgradeConfirmation';
import { useCheckoutPurchase, type CheckoutOrder } from '../useCheckoutPurchase';
import { UpgradeQuoteDialog } from '../parts';

interface CheckoutPaymentProps {
  /** The order as it stands when Pay is pressed (the reCAPTCHA token is added here). */
  order(): Omit<CheckoutOrder, 'recaptchaToken'>;
  label: string;
  amountCents: number;
  /** The plan a subscriber moves from (the upgrade's credit line). */
  currentPlanName?: string | null;
  /** Whether the page shows the sandbox card form's note above this part. */
  noteShownAbove: boolean;
}

/**
 * The checkout's payment (its panel and heading are the page's, drawn before this code
 * arrives): card or Apple Pay, the reCAPTCHA, and Pay (disabled until the reCAPTCHA is solved), with what
 * Pay charges today. A subscriber's order upgrades: it is confirmed on its quoted price first
 *, and the dialog says the amount instead of the line.
 */
export function CheckoutPayment({ order, label, amountCents, currentPlanName = null, noteShownAbove }: CheckoutPaymentProps) {
  const { pay, paying, upgrades } = useCheckoutPurchase();
  const upgrading = upgrades(order());
  const plan = order().plan;
  const charge = ({ recaptchaToken, cardToken }: PaymentRequest, quoteId: string | undefined) => pay({ ...order(), recaptchaToken, quoteId }, cardToken);
  const confirmation = useUpgradeConfirmation(plan.plan_id, charge);
  const { dialog } = confirmation;
  // Loaded as soon as the order is known to be an upgrade, so that it is there when the quote is.
  useEffect(() => {
    if (upgrading) void UpgradeQuoteDialog.preload().catch(() => undefined);
  }, [upgrading]);
  // Mounted from its first opening on, so that closing animates and focus returns to Pay.
  const [dialogMounted, setDialogMounted] = useState(false);
  if (dialog.open && !dialogMounted) setDialogMounted(true);
  return (
    // The page drew the sandbox note above (CheckoutPage): the form does not repeat it.
    <SandboxNoteShownAbove value={noteShownAbove}>
      <PaymentPanel
        payLabel="Pay"
        wide
        running={paying}
        chargeToday={upgrading ? undefined : amountCents}
        applePay={{ amountCents, label }}
        onPay={(request) => (upgrades(order()) ? confirmation.confirm(request) : charge(request, undefined))}
      />
      {dialogMounted ? (
        <Suspense fallback={null}>
          <UpgradeQuoteDialog
            {...dialog}
            planName={plan.plan_name_en}
            planPriceCents={plan.new_total_amount}
            currentPlanName={currentPlanName}
            // The checkout saves the card entered, then charges it (SPEC §4).
            cardText={chargedCardText({ kind: 'new', save: true }, null)}
          />
        </Suspense>
      ) : null}
    </SandboxNoteShownAbove>
  );
}
