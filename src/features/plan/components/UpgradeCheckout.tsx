import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useRef, useState } from 'react';
import { useSubscribeMutation, useUpgradeSubscriptionMutation } from '../../../api/subscriptionApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePurchaseRunner } from '../../../components/payment';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import type { Plan } from '../../../types/api';

interface UpgradeCheckoutProps {
  plan: Plan;
  /** Upgrade the plan held; without one, subscribe. */
  hasCurrentPlan: boolean;
  /** Status 'transition': the last payment failed, so no upgrade until the card is fixed (SPEC §4). */
  paymentLapsed: boolean;
  onBought(): void;
}

/**
 * The reCAPTCHA and UPGRADE (or SUBSCRIBE) of the selected plan. Mounted only while a plan is
 * selected, so deselecting it drops the solved reCAPTCHA with it: a token never outlives its widget.
 */
export function UpgradeCheckout({ plan, hasCurrentPlan, paymentLapsed, onBought }: UpgradeCheckoutProps) {
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const notify = useNotify();
  const [upgradeSubscription] = useUpgradeSubscriptionMutation();
  const [subscribe] = useSubscribeMutation();
  const onRecaptchaError = useCallback((message: string) => notify.error(message), [notify]);
  // The card on file pays; a failure is shown and the reCAPTCHA reset by the runner.
  const { run, running } = usePurchaseRunner({ recaptcha });

  const buy = async () => {
    if (!recaptchaToken || paymentLapsed) return;
    const request = { plan: plan.plan_id, recaptcha_token: recaptchaToken };
    const outcome = await run((attempt) =>
      hasCurrentPlan
        ? upgradeSubscription({ ...request, idempotencyKey: attempt.keyFor('upgrade') }).unwrap()
        : subscribe({ ...request, idempotencyKey: attempt.keyFor('subscribe') }).unwrap(),
    );
    if (outcome.status !== 'done') return;
    // The plan list, subscription and balance reload through their tags.
    notify.success(hasCurrentPlan ? `Your plan is now ${plan.plan_name_en}.` : `You are now subscribed to ${plan.plan_name_en}.`);
    onBought();
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {paymentLapsed && (
        <Alert severity="warning" sx={{ alignSelf: 'stretch' }}>
          Your last payment did not go through. Update your payment info before changing your plan.
        </Alert>
      )}
      <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={onRecaptchaError} />
      <Button variant="contained" size="large" disabled={paymentLapsed || !recaptchaToken || running} onClick={() => void buy()}>
        {hasCurrentPlan ? 'UPGRADE' : 'SUBSCRIBE'}
      </Button>
    </Stack>
  );
}
