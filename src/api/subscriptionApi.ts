import { activeSubscriptionsLoaded } from '../session/sessionSlice';
import { idSegment } from '../lib/ids';
import type { ActiveSubscription, Id, Plan, SubscribeRequest, SubscriptionStatus, SuccessResponse, UpgradeSubscriptionRequest } from '../contract/api';
import { baseApi } from './baseApi';
import { subscriptionChecks } from './responseChecks/subscriptionChecks';
import { purchaseRequest, type WithIdempotencyKey } from './idempotency';
import { mirrorToSession } from './mirrorToSession';
import { cacheSeconds, invalidates, provides } from './tags';
import { reportsOwnErrors } from './ownErrorReports';

/** Plans and the customer's subscription. */
export const subscriptionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPlans: build.query<Plan[], void>({
      query: () => '/plans/',
      rawResponseSchema: subscriptionChecks.plans,
      providesTags: [...provides.getPlans],
      keepUnusedDataFor: cacheSeconds.longLived,
    }),
    getSubscription: build.query<SubscriptionStatus, void>({
      query: () => '/webgetsubscription',
      rawResponseSchema: subscriptionChecks.subscription,
      providesTags: [...provides.getSubscription],
    }),
    getActiveSubscriptions: build.query<ActiveSubscription[], void>({
      query: () => '/websubscription/active',
      rawResponseSchema: subscriptionChecks.activeSubscriptions,
      providesTags: [...provides.getActiveSubscriptions],
      onQueryStarted: mirrorToSession(activeSubscriptionsLoaded),
    }),
    subscribe: build.mutation<SuccessResponse, SubscribeRequest & WithIdempotencyKey>({
      query: (arg) => ({ url: '/websubscription', method: 'POST', ...purchaseRequest(arg) }),
      invalidatesTags: [...invalidates.subscribe],
    }),
    /** After a failed renewal (status 'transition'). */
    resubscribe: build.mutation<SuccessResponse, SubscribeRequest & WithIdempotencyKey>({
      query: (arg) => ({ url: '/webresubscription', method: 'POST', ...purchaseRequest(arg) }),
      invalidatesTags: [...invalidates.resubscribe],
    }),
    /** With quote_id the server charges exactly the quoted amount; a 409 means a new quote is needed. */
    upgradeSubscription: build.mutation<SuccessResponse, UpgradeSubscriptionRequest & WithIdempotencyKey>({
      query: (arg) => ({ url: '/webupgradesubscription', method: 'POST', ...purchaseRequest(arg) }),
      invalidatesTags: [...invalidates.upgradeSubscription],
    }),
    cancelSubscription: build.mutation<{ success: true }, Id>({
      query: (subscriptionId) => ({ url: `/websubscription/details/${idSegment(subscriptionId)}`, method: 'DELETE' }),
      invalidatesTags: [...invalidates.cancelSubscription],
    }),
    /** Ours, not SPEC's: undoes a cancel while the paid period lasts (409 after it). */
    resumeSubscription: build.mutation<SuccessResponse, Id>({
      query: (subscriptionId) => ({ url: `/websubscription/details/${idSegment(subscriptionId)}/resume`, method: 'POST' }),
      invalidatesTags: [...invalidates.resumeSubscription],
    }),
  }),
});

/**
 * A confirmed upgrade quote the server refused (409): the upgrade dialog shows the new price in
 * place. Without quote_id a 409 is any other refusal, and toasted.
 */
const refusedQuote = (status: unknown, args: unknown) =>
  status === 409 && typeof args === 'object' && args !== null && 'quote_id' in args && Boolean(args.quote_id);
reportsOwnErrors(subscriptionApi, 'upgradeSubscription', { only: refusedQuote });

export const {
  useGetPlansQuery,
  useGetSubscriptionQuery,
  useGetActiveSubscriptionsQuery,
  useSubscribeMutation,
  useResubscribeMutation,
  useUpgradeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
} = subscriptionApi;
