import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { useSubscribeMutation, useUpgradeSubscriptionMutation } from '../../../api/subscriptionApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePurchaseRunner, type PurchaseOutcome } from '../../../components/payment';
import { PaymentPanel, type PaymentRequest } from '../../../components/payment/PaymentPanel';
import { UpgradeQuoteDialog } from '../../../components/payment/UpgradeQuoteDialog';
import { purchaseCardFields } from '../../../components/payment/cardUse';
import { chargedCardText } from '../../../components/payment/chargedCardText';
import { useCardOnFile } from '../../../components/payment/useCardOnFile';
import { useUpgradeConfirmation } from '../../../components/payment/useUpgradeConfirmation';
import type { Plan } from '../../../contract/api';

interface UpgradeCheckoutProps {
  plan: Plan;
  /** Upgrade the plan held; without one, subscribe. */
  hasCurrentPlan: boolean;
  /** The plan held, named on the credit line of the priced confirmation. */
  currentPlanName?: string | null;
  /** Status 'transition': the last payment failed, so no upgrade until the card is fixed (SPEC §4). */
  paymentLapsed: boolean;
  onBought(): void;
}

/**
 * The reCAPTCHA and UPGRADE (or SUBSCRIBE) of the selected plan. An upgrade pays with the card on
 * file or a new one, and is confirmed on its quoted price first; subscribing pays with
 * the card on file. Mounted only while a plan is selected, so deselecting it drops the solved
 * reCAPTCHA with it: a token never outlives its widget.
 */
export function UpgradeCheckout({ plan, hasCurrentPlan, currentPlanName = null, paymentLapsed, onBought }: UpgradeCheckoutProps) {
  const notify = useNotify();
  const [upgradeSubscription] = useUpgradeSubscriptionMutation();
  const [subscribe] = useSubscribeMutation();
  const [saveCardToken] = useSaveCardTokenMutation();
  const cardOnFile = useCardOnFile();
  const { run, running } = usePurchaseRunner();

  const bought = (outcome: PurchaseOutcome<unknown>): PurchaseOutcome<unknown> => {
    if (outcome.status === 'done') {
      // The plan list, subscription and balance reload through their tags.
      notify.success(hasCurrentPlan ? `Your plan is now ${plan.plan_name_en}.` : `You are now subscribed to ${plan.plan_name_en}.`);
      onBought();
    }
    return outcome;
  };

  const upgrade = async ({ recaptchaToken, cardToken, card }: PaymentRequest, quoteId: string | undefined) =>
    bought(
      await run(async (attempt) => {
        const cardFields = await purchaseCardFields(card, cardToken, (token) => saveCardToken({ user_stripe_token: token }).unwrap());
        const quote = quoteId ? { quote_id: quoteId } : {};
        return upgradeSubscription({ plan: plan.plan_id, recaptcha_token: recaptchaToken, ...quote, ...cardFields, idempotencyKey: attempt.keyFor('upgrade') }).unwrap();
      }),
    );
  const confirmation = useUpgradeConfirmation(plan.plan_id, upgrade);

  const subscribeToPlan = async ({ recaptchaToken }: PaymentRequest) =>
    bought(await run((attempt) => subscribe({ plan: plan.plan_id, recaptcha_token: recaptchaToken, idempotencyKey: attempt.keyFor('subscribe') }).unwrap()));

  const { dialog } = confirmation;
  return (
    <>
      <PaymentPanel
        payLabel={hasCurrentPlan ? 'UPGRADE' : 'SUBSCRIBE'}
        withCard={false}
        cardOnFile={hasCurrentPlan ? cardOnFile : undefined}
        running={running}
        blockedBy={paymentLapsed ? 'Your last payment did not go through. Update your payment info before changing your plan.' : undefined}
        onPay={hasCurrentPlan ? confirmation.confirm : subscribeToPlan}
      />
      {hasCurrentPlan && (
        <UpgradeQuoteDialog
          {...dialog}
          planName={plan.plan_name_en}
          planPriceCents={plan.new_total_amount}
          currentPlanName={currentPlanName}
          cardText={dialog.card ? chargedCardText(dialog.card, typeof cardOnFile === 'object' ? cardOnFile.card : null) : ''}
        />
      )}
    </>
  );
}
