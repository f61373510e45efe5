import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { cacheSeconds, tagTypes } from './tags';

/**
 * The one API slice. Endpoints are injected per resource (src/api/*Api.ts) so that every
 * feature shares one cache and invalidation crosses features.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes,
  keepUnusedDataFor: cacheSeconds.default,
  endpoints: () => ({}),
});
