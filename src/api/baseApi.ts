import { createApi } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './apiError';
import { baseQuery, internalWithoutFailureText } from './baseQuery';
import { cacheSeconds, tagTypes } from './tags';
import { withIdentityCheck } from './withIdentityCheck';

/**
 * The one API slice. Endpoints are injected per resource (src/api/*Api.ts) so that every
 * feature shares one cache and invalidation crosses features.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: withIdentityCheck(baseQuery),
  tagTypes,
  keepUnusedDataFor: cacheSeconds.default,
  endpoints: () => ({}),
  // A 2xx body missing what the screens read (src/api/responseChecks/) fails like a server
  // fault (SPEC §8), so screens show their error state with a retry instead of crashing.
  catchSchemaFailure: (error): ApiError =>
    internalWithoutFailureText((error._bqMeta as { response?: Response } | undefined)?.response?.status ?? 200),
});
