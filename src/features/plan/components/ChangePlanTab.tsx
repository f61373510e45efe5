import { useDeferredValue } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery, useGetSubscriptionQuery } from '../../../api/subscriptionApi';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Stack } from '../../../components/plain/layout/Stack';
import { currentPlanOf } from '../../../lib/currentPlan';
import { upgradeOptions } from '../planRules';
import { CurrentPlanCard } from './CurrentPlanCard';
import { UpgradeOptions } from './UpgradeOptions';

interface ChangePlanTabProps {
  /** After a cancellation the page shows itself afresh. */
  onCancelled(): void;
}

/** The current plan with CANCEL PLAN, and the plans the customer can move up to. */
export function ChangePlanTab({ onCancelled }: ChangePlanTabProps) {
  const plans = useGetPlansQuery();
  const subscription = useGetSubscriptionQuery();
  const activeSubscriptions = useGetActiveSubscriptionsQuery();
  const queries = [plans, subscription, activeSubscriptions];
  // The answers show in a deferred render React does in slices: the cards never block a tap.
  const shown = useDeferredValue(!queries.some((query) => query.isLoading));

  if (!shown) return <PlainLoadingState label="Loading plans" />;
  const failed = queries.find((query) => query.isError) ?? null;
  if (failed || !plans.data) {
    return (
      <PlainErrorWithRetry
        title="Plans could not be loaded"
        message={failureText(failed?.error)}
        onRetry={() => {
          for (const query of queries) void query.refetch();
        }}
      />
    );
  }

  const current = currentPlanOf(plans.data, activeSubscriptions.data);
  const options = upgradeOptions(plans.data, current);
  return (
    <Stack gap={3} className="plan-tab--wide">
      {current ? (
        <CurrentPlanCard plan={current} onCancelled={onCancelled} />
      ) : (
        <PlainAlert severity="info">You have no plan at the moment. Choose one below.</PlainAlert>
      )}
      {options.length > 0 ? (
        <UpgradeOptions
          plans={options}
          hasCurrentPlan={current !== null}
          currentPlanName={current?.plan_name_en ?? null}
          paymentLapsed={subscription.data?.status === 'transition'}
        />
      ) : (
        <p className="pn-body1 pn-secondary">You already have our largest plan.</p>
      )}
    </Stack>
  );
}
