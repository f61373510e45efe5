import { Suspense, useState } from 'react';
import { useCancelSubscriptionMutation, useGetSubscriptionQuery, useResumeSubscriptionMutation } from '../../../api/subscriptionApi';
import { useNotify } from '../../../components/feedback/useNotify';
import type { Plan } from '../../../contract/api';
import { formatDay, parseTimestamp } from '../../../contract/dateFormat';
import { planPricePerInterval } from '../../../lib/planPrice';
import { CancelPlanDialog } from '../parts';
import { PlainButton } from '../../../components/plain/PlainButton';
import { Stack } from '../../../components/plain/layout/Stack';
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
  // Once asked for, the dialog stays mounted: closing it plays MUI's transition and gives the focus back.
  const [dialogAsked, setDialogAsked] = useState(false);
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
    <section className="pn-panel" aria-labelledby="current-plan-title">
      <p className="pn-overline pn-secondary">Current plan</p>
      <h2 id="current-plan-title" className="pn-h2 plan-current__name">
        {plan.plan_name_en}
      </h2>
      <p className="pn-mt-1 plan-current__price">{planPricePerInterval(plan)}</p>
      <Stack gap={0.5} className="plan-current__dates">
        {subscribedOn && <p className="pn-body2">Subscribed on {formatDay(subscribedOn)}</p>}
        {renewal && <RenewalLine renewal={renewal} />}
        <p className="pn-body2 pn-secondary">
          {/* The plan's own renewal text would contradict 'Cancels on': it holds again once resumed. */}
          {renewal?.kind === 'cancels' && plan.renew_en ? `${plan.renew_en} once resumed` : plan.renew_en}
        </p>
      </Stack>
      <PlanFeatures description={plan.description_en} />
      <div className="pn-mt-3">
        {renewal?.kind === 'cancels' ? (
          <PlainButton variant="contained" onClick={resume}>
            RESUME
          </PlainButton>
        ) : (
          <PlainButton
            variant="outlined"
            color="error"
            onClick={() => {
              setDialogAsked(true);
              setConfirming(true);
            }}
          >
            CANCEL PLAN
          </PlainButton>
        )}
      </div>
      {/* MUI's dialog loads, with its theme, the first time it opens. */}
      {dialogAsked && (
        <Suspense fallback={null}>
          <CancelPlanDialog
            open={confirming}
            planName={plan.plan_name_en}
            endsAt={renewal?.kind === 'renews' ? renewal.at : null}
            lapsed={lapsed}
            onConfirm={cancel}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </section>
  );
}
