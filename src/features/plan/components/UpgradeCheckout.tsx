import { useSubscribeMutation, useUpgradeSubscriptionMutation } from '../../../api/subscriptionApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePurchaseRunner } from '../../../components/payment';
import { PaymentPanel, type PaymentRequest } from '../../../components/payment/PaymentPanel';
import type { Plan } from '../../../contract/api';

interface UpgradeCheckoutProps {
  plan: Plan;
  /** Upgrade the plan held; without one, subscribe. */
  hasCurrentPlan: boolean;
  /** Status 'transition': the last payment failed, so no upgrade until the card is fixed (SPEC §4). */
  paymentLapsed: boolean;
  onBought(): void;
}

/**
 * The reCAPTCHA and UPGRADE (or SUBSCRIBE) of the selected plan; the card on file pays. Mounted
 * only while a plan is selected, so deselecting it drops the solved reCAPTCHA with it: a token
 * never outlives its widget.
 */
export function UpgradeCheckout({ plan, hasCurrentPlan, paymentLapsed, onBought }: UpgradeCheckoutProps) {
  const notify = useNotify();
  const [upgradeSubscription] = useUpgradeSubscriptionMutation();
  const [subscribe] = useSubscribeMutation();
  const { run, running } = usePurchaseRunner();

  const buy = async ({ recaptchaToken }: PaymentRequest) => {
    const request = { plan: plan.plan_id, recaptcha_token: recaptchaToken };
    const outcome = await run((attempt) =>
      hasCurrentPlan
        ? upgradeSubscription({ ...request, idempotencyKey: attempt.keyFor('upgrade') }).unwrap()
        : subscribe({ ...request, idempotencyKey: attempt.keyFor('subscribe') }).unwrap(),
    );
    if (outcome.status === 'done') {
      // The plan list, subscription and balance reload through their tags.
      notify.success(hasCurrentPlan ? `Your plan is now ${plan.plan_name_en}.` : `You are now subscribed to ${plan.plan_name_en}.`);
      onBought();
    }
    return outcome;
  };

  return (
    <PaymentPanel
      payLabel={hasCurrentPlan ? 'UPGRADE' : 'SUBSCRIBE'}
      withCard={false}
      running={running}
      blockedBy={paymentLapsed ? 'Your last payment did not go through. Update your payment info before changing your plan.' : undefined}
      onPay={buy}
    />
  );
}
