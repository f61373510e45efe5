import type { ActiveSession, SuccessResponse } from '../contract/api';
import { baseApi } from './baseApi';
import { accountChecks } from './responseChecks/accountChecks';
import { invalidates, provides } from './tags';

/**
 * Not in SPEC §7: the customer's signed-in devices. A backend without these
 * answers 404, and the account page's 'Signed-in devices' tab then shows no list.
 */
export const sessionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<ActiveSession[], void>({
      query: () => '/sessions',
      rawResponseSchema: accountChecks.sessions,
      providesTags: [...provides.getSessions],
    }),
    /** Signs out one session; the caller's own too (then the caller is signed out). Its body is not read (baseQuery). */
    revokeSession: build.mutation<{ success: true }, string>({
      query: (sessionId) => ({ url: `/sessions/${encodeURIComponent(sessionId)}`, method: 'DELETE' }),
      invalidatesTags: [...invalidates.revokeSession],
    }),
    revokeOtherSessions: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: [...invalidates.revokeOtherSessions],
    }),
  }),
});

export const { useGetSessionsQuery, useRevokeSessionMutation, useRevokeOtherSessionsMutation } = sessionsApi;
