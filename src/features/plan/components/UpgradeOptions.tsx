import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useSubscribeMutation, useUpgradeSubscriptionMutation } from '../../../api/subscriptionApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePurchaseRunner } from '../../../components/payment';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import type { Plan } from '../../../types/api';
import { UpgradePlanCard } from './UpgradePlanCard';

interface UpgradeOptionsProps {
  /** Cheapest first. */
  plans: Plan[];
  /** Upgrade the plan held; without one, subscribe. */
  hasCurrentPlan: boolean;
  /** Status 'transition': the last payment failed, so no upgrade until the card is fixed (SPEC §4). */
  paymentLapsed: boolean;
}

/** Plan cards to move to; the selected one is bought with a reCAPTCHA and UPGRADE (or SUBSCRIBE). */
export function UpgradeOptions({ plans, hasCurrentPlan, paymentLapsed }: UpgradeOptionsProps) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const notify = useNotify();
  const [upgradeSubscription] = useUpgradeSubscriptionMutation();
  const [subscribe] = useSubscribeMutation();
  const onRecaptchaError = useCallback((message: string) => notify.error(message), [notify]);
  const action = hasCurrentPlan ? 'UPGRADE' : 'SUBSCRIBE';
  const selected = plans.find((plan) => plan.plan_id === selectedId) ?? null;

  const { run, running } = usePurchaseRunner({ recaptcha });

  const buy = async () => {
    if (!selected || !recaptchaToken) return;
    const request = { plan: selected.plan_id, recaptcha_token: recaptchaToken };
    const outcome = await run((attempt) =>
      hasCurrentPlan
        ? upgradeSubscription({ ...request, idempotencyKey: attempt.keyFor('upgrade') }).unwrap()
        : subscribe({ ...request, idempotencyKey: attempt.keyFor('subscribe') }).unwrap(),
    );
    if (outcome.status !== 'done') return;
    // The plan list, subscription and balance reload through their tags.
    notify.success(hasCurrentPlan ? `Your plan is now ${selected.plan_name_en}.` : `You are now subscribed to ${selected.plan_name_en}.`);
    setSelectedId(null);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {hasCurrentPlan ? 'Upgrade your plan' : 'Choose a plan'}
      </Typography>
      <Stack spacing={2} role="group" aria-label={hasCurrentPlan ? 'Plans to upgrade to' : 'Plans'}>
        {plans.map((plan) => (
          <UpgradePlanCard
            key={plan.plan_id}
            plan={plan}
            selected={plan.plan_id === selectedId}
            onToggle={() => setSelectedId((id) => (id === plan.plan_id ? null : plan.plan_id))}
          />
        ))}
      </Stack>
      {selected && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {paymentLapsed && (
            <Alert severity="warning">
              Your last payment did not go through. Update your payment info before changing your plan.
            </Alert>
          )}
          <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={onRecaptchaError} />
          <Button variant="contained" size="large" disabled={paymentLapsed || !recaptchaToken || running} onClick={() => void buy()}>
            {action}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
