import type { EsimActivation, EsimPlans, EsimRecord, EsimTopups, EsimUsage, OneTimeCard, PurchaseEsimRequest, PurchaseEsimTopupRequest, SuccessResponse, UsageQuery } from '../contract/api';
import { baseApi } from './baseApi';
import { esimChecks } from './responseChecks/esimChecks';
import { purchaseRequest, type WithIdempotencyKey } from './idempotency';
import { cacheSeconds, invalidates, provides } from './tags';
import { reportsOwnErrors } from './ownErrorReports';

/** The eSIM cellular-data add-on. */
export const esimApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEsimPlans: build.query<EsimPlans, void>({
      query: () => '/esim/getplans',
      rawResponseSchema: esimChecks.esimPlans,
      providesTags: [...provides.getEsimPlans],
      keepUnusedDataFor: cacheSeconds.longLived,
    }),
    getEsimDetails: build.query<EsimRecord, void>({
      query: () => '/esim/details',
      rawResponseSchema: esimChecks.esimRecord,
      providesTags: [...provides.getEsimDetails],
    }),
    /**
     * Not in SPEC §7: the activation code for a session with a recent proof of identity (403 opens
     * 'Confirm it's you'). Dropped from the cache as soon as no screen shows it.
     */
    getEsimActivation: build.query<EsimActivation, void>({
      query: () => '/esim/activation',
      rawResponseSchema: esimChecks.esimActivation,
      providesTags: [...provides.getEsimActivation],
      keepUnusedDataFor: 0,
    }),
    getEsimUsage: build.query<EsimUsage, UsageQuery>({
      query: ({ startDate, endDate }) => ({ url: '/esim/usage', params: { startDate, endDate } }),
      rawResponseSchema: esimChecks.esimUsage,
      providesTags: [...provides.getEsimUsage],
    }),
    purchaseEsim: build.mutation<SuccessResponse, PurchaseEsimRequest & OneTimeCard & WithIdempotencyKey>({
      query: (arg) => ({ url: '/webpurchaseesim', method: 'POST', ...purchaseRequest(arg) }),
      invalidatesTags: [...invalidates.purchaseEsim],
    }),
    /** Not in SPEC §7: data top-ups for the eSIM; a backend without them answers 404 and the offer stays hidden. */
    getEsimTopups: build.query<EsimTopups, void>({
      query: () => '/esim/topups',
      rawResponseSchema: esimChecks.esimTopups,
      providesTags: [...provides.getEsimTopups],
      keepUnusedDataFor: cacheSeconds.longLived,
    }),
    /** Not in SPEC §7: data added to the eSIM, charged to the card on file. */
    purchaseEsimTopup: build.mutation<SuccessResponse, PurchaseEsimTopupRequest & WithIdempotencyKey>({
      query: (arg) => ({ url: '/esim/topup', method: 'POST', ...purchaseRequest(arg) }),
      invalidatesTags: [...invalidates.purchaseEsimTopup],
    }),
  }),
});

// The 'Buy more data' dialog shows a refused top-up in place, the choice kept.
reportsOwnErrors(esimApi, 'purchaseEsimTopup');

export const {
  useGetEsimPlansQuery,
  useGetEsimDetailsQuery,
  useGetEsimActivationQuery,
  useGetEsimUsageQuery,
  usePurchaseEsimMutation,
  useGetEsimTopupsQuery,
  usePurchaseEsimTopupMutation,
} = esimApi;
