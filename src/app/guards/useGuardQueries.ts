import { useGetProfileQuery } from '../../api/accountApi';
import { failureText } from '../../api/apiError';
import { useGetPhonesQuery } from '../../api/phonesApi';
import { useGetActiveSubscriptionsQuery, useGetSubscriptionQuery } from '../../api/subscriptionApi';
import type { GuardInput, LoadState } from './guardTypes';

interface QueryResult<T> {
  data?: T;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
}

/**
 * A query still fetching (a first load, or a refetch after a purchase invalidated it) counts as
 * loading, so the guard decides on fresh data when the customer arrives at a page. A page
 * already shown stays shown meanwhile (RequireAuth decides on arrival).
 */
export function toLoadState<T>({ data, isFetching, isError, error }: QueryResult<T>): LoadState<T> {
  if (isFetching) return { status: 'loading' };
  if (isError) return { status: 'error', failure: failureText(error) };
  return data === undefined ? { status: 'loading' } : { status: 'loaded', data };
}

type GuardQueries = Pick<GuardInput, 'profile' | 'subscription' | 'activeSubscriptions' | 'phones'> & {
  /** Runs again whichever of the four failed. */
  refetchFailed: () => void;
};

/**
 * The four guard queries, started together (SPEC §2: loaded in parallel) and skipped without a
 * session, since each needs the token.
 */
export function useGuardQueries(hasSession: boolean): GuardQueries {
  const options = { skip: !hasSession };
  const profile = useGetProfileQuery(undefined, options);
  const subscription = useGetSubscriptionQuery(undefined, options);
  const activeSubscriptions = useGetActiveSubscriptionsQuery(undefined, options);
  const phones = useGetPhonesQuery(undefined, options);
  const queries = [profile, subscription, activeSubscriptions, phones];
  return {
    profile: toLoadState(profile),
    subscription: toLoadState(subscription),
    activeSubscriptions: toLoadState(activeSubscriptions),
    phones: toLoadState(phones),
    refetchFailed: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
