import type { DemoAccount } from '../contract/api';
import { baseApi } from './baseApi';
import { authChecks } from './responseChecks/authChecks';

/**
 * Sandbox mode only: the demo customer the login page offers. Loaded with that offer (never on a
 * real deployment's login page); 204 (no demo account) or any other backend's 404 keeps it hidden.
 */
export const demoAccountApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDemoAccount: build.query<DemoAccount | null, void>({
      query: () => '/sandbox/demo-account',
      rawResponseSchema: authChecks.demoAccount,
      extraOptions: { auth: 'none' },
    }),
  }),
});

export const { useGetDemoAccountQuery } = demoAccountApi;
