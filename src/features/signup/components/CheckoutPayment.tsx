import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PaymentPanel, type PaymentRequest } from '../../../components/payment/PaymentPanel';
import { UpgradeQuoteDialog } from '../../../components/payment/UpgradeQuoteDialog';
import { chargedCardText } from '../../../components/payment/upgradeQuote';
import { useUpgradeConfirmation } from '../../../components/payment/useUpgradeConfirmation';
import { useCheckoutPurchase, type CheckoutOrder } from '../useCheckoutPurchase';

interface CheckoutPaymentProps {
  /** The order as it stands when Pay is pressed (the reCAPTCHA token is added here). */
  order(): Omit<CheckoutOrder, 'recaptchaToken'>;
  label: string;
  amountCents: number;
  /** The plan a subscriber moves from (the upgrade's credit line). */
  currentPlanName?: string | null;
}

/**
 * Card or Apple Pay, the reCAPTCHA, and Pay (disabled until the reCAPTCHA is solved), with what
 * Pay charges today. A subscriber's order upgrades: it is confirmed on its quoted price first
 * (issue 24), and the dialog says the amount instead of the line.
 */
export function CheckoutPayment({ order, label, amountCents, currentPlanName = null }: CheckoutPaymentProps) {
  const { pay, paying, upgrades } = useCheckoutPurchase();
  const upgrading = upgrades(order());
  const plan = order().plan;
  const charge = ({ recaptchaToken, cardToken }: PaymentRequest, quoteId: string | undefined) => pay({ ...order(), recaptchaToken, quoteId }, cardToken);
  const confirmation = useUpgradeConfirmation(plan.plan_id, charge);
  const { dialog } = confirmation;
  return (
    <Paper component="section" aria-labelledby="payment-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography id="payment-heading" variant="h2">
          Payment
        </Typography>
        <PaymentPanel
          payLabel="Pay"
          wide
          running={paying}
          chargeToday={upgrading ? undefined : amountCents}
          applePay={{ amountCents, label }}
          onPay={(request) => (upgrades(order()) ? confirmation.confirm(request) : charge(request, undefined))}
        />
      </Stack>
      <UpgradeQuoteDialog
        {...dialog}
        planName={plan.plan_name_en}
        planPriceCents={plan.new_total_amount}
        currentPlanName={currentPlanName}
        // The checkout saves the card entered, then charges it (SPEC §4).
        cardText={chargedCardText({ kind: 'new', save: true }, null)}
      />
    </Paper>
  );
}
