import type { CreditBundle, OneTimeCard, PurchaseCreditRequest, SuccessResponse } from '../contract/api';
import { baseApi } from './baseApi';
import { creditsChecks } from './responseChecks/creditsChecks';
import { purchaseRequest, type WithIdempotencyKey } from './idempotency';
import { cacheSeconds, invalidates, provides } from './tags';
import { reportsOwnErrors } from './ownErrorReports';

/** The outbound-credits wallet: bundles, purchases and the balance in dollars. */
export const creditsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCreditBundles: build.query<CreditBundle[], void>({
      query: () => '/getcredits',
      rawResponseSchema: creditsChecks.creditBundles,
      providesTags: [...provides.getCreditBundles],
      keepUnusedDataFor: cacheSeconds.longLived,
    }),
    purchaseCredit: build.mutation<SuccessResponse, PurchaseCreditRequest & OneTimeCard & WithIdempotencyKey>({
      query: (arg) => ({ url: '/webpurchasecredit', method: 'POST', ...purchaseRequest(arg) }),
      invalidatesTags: [...invalidates.purchaseCredit],
    }),
    /** Dollars. */
    getBalance: build.query<number, void>({
      query: () => '/webgetbalance',
      // Read as the number of dollars, whether bare or wrapped in { balance } (responseChecks).
      rawResponseSchema: creditsChecks.balance,
      providesTags: [...provides.getBalance],
      keepUnusedDataFor: cacheSeconds.longLived,
    }),
  }),
});

// The payment screens say 'Failed to add credits'; a 429 says when to try again, so it is toasted as it is.
reportsOwnErrors(creditsApi, 'purchaseCredit', { waitToldAsIs: true });

export const { useGetCreditBundlesQuery, usePurchaseCreditMutation, useGetBalanceQuery } = creditsApi;
