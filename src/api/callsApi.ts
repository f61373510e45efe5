import type { CallLogItem, HideCallRequest, SuccessResponse } from '../contract/api';
import { baseApi } from './baseApi';
import { frozenJson } from './frozenJson';
import { callsChecks } from './responseChecks/callsChecks';
import { cacheSeconds, invalidates, provides } from './tags';

/** Call history (read-only apart from hiding a call). */
export const callsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCallLog: build.query<CallLogItem[], void>({
      query: () => '/webcalllog',
      rawResponseSchema: callsChecks.callLog,
      // Long histories: frozen in one pass so the store does not walk 10,000 calls again.
      transformResponse: (calls: CallLogItem[]) => frozenJson(calls),
      providesTags: [...provides.getCallLog],
      keepUnusedDataFor: cacheSeconds.longLived,
    }),
    hideCall: build.mutation<SuccessResponse, HideCallRequest>({
      query: (body) => ({ url: '/webhidecalls', method: 'POST', body }),
      invalidatesTags: [...invalidates.hideCall],
    }),
  }),
});

export const { useGetCallLogQuery, useHideCallMutation } = callsApi;
