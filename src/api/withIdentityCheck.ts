import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';
import type { ApiExtraOptions } from './baseQuery';
import { askToConfirmIdentity, isIdentityRefusal } from './identityCheck';

/** The proof itself is never held back for a proof. */
export const REAUTH_URL = '/account/reauth';

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

type AppBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions>;

/**
 * A guarded call (account deletion, an eSIM purchase, the eSIM's activation code) refused for want
 * of a recent proof of identity asks the customer to confirm it is them, once for every call
 * refused meanwhile, and is sent again once they have; if they cancel, its refusal is its result.
 */
export function withIdentityCheck(baseQuery: AppBaseQuery): AppBaseQuery {
  return async (args, api, extraOptions) => {
    const result = await baseQuery(args, api, extraOptions);
    if (!result.error || !isIdentityRefusal(result.error) || urlOf(args) === REAUTH_URL || extraOptions?.auth === 'none') return result;
    const confirmed = await askToConfirmIdentity();
    if (!confirmed || api.signal.aborted) return result;
    return baseQuery(args, api, extraOptions);
  };
}
