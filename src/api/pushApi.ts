import type { PushConfig, PushSubscriptionDeleted, PushSubscriptionRequest, PushSubscriptionResponse } from '../contract/api';
import { baseApi } from './baseApi';
import { reportsOwnErrors } from './ownErrorReports';
import { pushChecks } from './responseChecks/pushChecks';

/**
 * Not in SPEC §7: Web Push, so that notifications reach this device while the app is closed. A
 * backend without it answers 404 to the config, and the device then has in-tab notifications only.
 * Saving or removing a subscription changes no cached data, and the key is never refetched for one
 * (it changes only with the server's configuration): no tags, and nothing in the first page's tag map.
 */
export const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPushConfig: build.query<PushConfig, void>({
      query: () => '/push/config',
      rawResponseSchema: pushChecks.config,
    }),
    /** The same endpoint again updates the stored subscription (its kinds and previews). */
    savePushSubscription: build.mutation<PushSubscriptionResponse, PushSubscriptionRequest>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
      rawResponseSchema: pushChecks.subscription,
    }),
    deletePushSubscription: build.mutation<PushSubscriptionDeleted, string>({
      query: (id) => ({ url: `/push/subscriptions/${encodeURIComponent(id)}`, method: 'DELETE' }),
    }),
  }),
});

// The Notifications section says what failed in its own words; signing out never reports it.
reportsOwnErrors(pushApi, 'savePushSubscription');
reportsOwnErrors(pushApi, 'deletePushSubscription');
