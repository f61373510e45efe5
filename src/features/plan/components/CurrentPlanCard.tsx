import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCancelSubscriptionMutation, useGetSubscriptionQuery, useResumeSubscriptionMutation } from '../../../api/subscriptionApi';
import { useNotify } from '../../../components/feedback/useNotify';
import type { Plan } from '../../../contract/api';
import { formatDay, parseTimestamp } from '../../../contract/dateFormat';
import { planPricePerInterval } from '../../../lib/planPrice';
import { CancelPlanDialog } from './CancelPlanDialog';
import { PlanFeatures } from './PlanFeatures';
import { RenewalLine } from '../../../components/plan/RenewalLine';
import { useRenewal } from '../../../components/plan/renewal';

interface CurrentPlanCardProps {
  plan: Plan;
  /** After a cancellation: the page shows itself afresh (SPEC §4 'reload the page'). */
  onCancelled(): void;
}

/** The plan the customer has: name, price, dates, what happens at the period's end, features, and CANCEL PLAN (RESUME once cancelled). */
export function CurrentPlanCard({ plan, onCancelled }: CurrentPlanCardProps) {
  const [confirming, setConfirming] = useState(false);
  const [cancelSubscription] = useCancelSubscriptionMutation();
  const [resumeSubscription] = useResumeSubscriptionMutation();
  const notify = useNotify();
  const subscribedOn = parseTimestamp(plan.subscription_date);
  const renewal = useRenewal(plan.subscription_id);
  const lapsed = useGetSubscriptionQuery().data?.status === 'transition';

  const cancel = async () => {
    setConfirming(false);
    if (plan.subscription_id == null) return;
    const subscriptionId = plan.subscription_id;
    try {
      // The plan list and the subscription reload through their tags.
      await notify.whileBusy(() => cancelSubscription(subscriptionId).unwrap());
      notify.success('Your plan has been cancelled.');
      onCancelled();
    } catch {
      // The error middleware has shown the failure.
    }
  };

  const resume = async () => {
    if (plan.subscription_id == null) return;
    const subscriptionId = plan.subscription_id;
    try {
      // The card's renewal line reloads through the tags.
      await notify.whileBusy(() => resumeSubscription(subscriptionId).unwrap());
      notify.success('Your plan will renew.');
    } catch {
      // The error middleware has shown the failure (after the end date: 409 with its message).
    }
  };

  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} aria-labelledby="current-plan-title">
      <Typography variant="overline" color="text.secondary">
        Current plan
      </Typography>
      <Typography id="current-plan-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {plan.plan_name_en}
      </Typography>
      <Typography sx={{ fontSize: '1.25rem', fontWeight: 600, mt: 1 }}>{planPricePerInterval(plan)}</Typography>
      <Stack spacing={0.5} sx={{ my: 2 }}>
        {subscribedOn && <Typography variant="body2">Subscribed on {formatDay(subscribedOn)}</Typography>}
        {renewal && <RenewalLine renewal={renewal} />}
        <Typography variant="body2" color="text.secondary">
          {/* The plan's own renewal text would contradict 'Cancels on': it holds again once resumed. */}
          {renewal?.kind === 'cancels' && plan.renew_en ? `${plan.renew_en} once resumed` : plan.renew_en}
        </Typography>
      </Stack>
      <PlanFeatures description={plan.description_en} />
      {renewal?.kind === 'cancels' ? (
        <Button variant="contained" sx={{ mt: 3 }} onClick={resume}>
          RESUME
        </Button>
      ) : (
        <Button variant="outlined" color="error" sx={{ mt: 3 }} onClick={() => setConfirming(true)}>
          CANCEL PLAN
        </Button>
      )}
      <CancelPlanDialog
        open={confirming}
        planName={plan.plan_name_en}
        endsAt={renewal?.kind === 'renews' ? renewal.at : null}
        lapsed={lapsed}
        onConfirm={cancel}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
