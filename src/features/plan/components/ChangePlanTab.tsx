import { useDeferredValue } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { failureText } from '../../../api/apiError';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery, useGetSubscriptionQuery } from '../../../api/subscriptionApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
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

  if (!shown) return <LoadingState label="Loading plans" />;
  const failed = queries.find((query) => query.isError) ?? null;
  if (failed || !plans.data) {
    return (
      <ErrorWithRetry
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
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      {current ? (
        <CurrentPlanCard plan={current} onCancelled={onCancelled} />
      ) : (
        <Alert severity="info">You have no plan at the moment. Choose one below.</Alert>
      )}
      {options.length > 0 ? (
        <UpgradeOptions
          plans={options}
          hasCurrentPlan={current !== null}
          currentPlanName={current?.plan_name_en ?? null}
          paymentLapsed={subscription.data?.status === 'transition'}
        />
      ) : (
        <Typography color="text.secondary">You already have our largest plan.</Typography>
      )}
    </Stack>
  );
}
