import type { Phone, PhoneSearchResult, PurchasePhoneRequest, SuccessResponse } from '../contract/api';
import { baseApi } from './baseApi';
import { phonesChecks } from './responseChecks/phonesChecks';
import { invalidates, provides } from './tags';

/** The customer's number: search, port, buy, list. */
export const phonesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPhones: build.query<Phone[], void>({
      query: () => '/webphones',
      rawResponseSchema: phonesChecks.phones,
      providesTags: [...provides.getPhones],
    }),
    searchAvailablePhones: build.query<PhoneSearchResult, string>({
      query: (areaCode) => `/websearchphonesavailable/${encodeURIComponent(areaCode)}`,
      rawResponseSchema: phonesChecks.phoneSearch,
      // Availability changes by the minute: never answer a new search from an old one.
      keepUnusedDataFor: 0,
    }),
    /** Checks a 10-digit number and files the port request (SPEC §7 GET /portphone/{number}). */
    requestPortNumber: build.mutation<SuccessResponse, string>({
      query: (number) => ({ url: `/portphone/${encodeURIComponent(number)}`, method: 'GET' }),
      invalidatesTags: [...invalidates.requestPortNumber],
    }),
    purchasePhone: build.mutation<SuccessResponse, { phone: string } & PurchasePhoneRequest>({
      query: ({ phone, phone_name }) => ({
        url: `/phones/webpurchase/${encodeURIComponent(phone)}`,
        method: 'POST',
        body: { phone_name },
      }),
      invalidatesTags: [...invalidates.purchasePhone],
    }),
  }),
});

export const {
  useGetPhonesQuery,
  useSearchAvailablePhonesQuery,
  useLazySearchAvailablePhonesQuery,
  useRequestPortNumberMutation,
  usePurchasePhoneMutation,
} = phonesApi;
