import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { getConfig } from '../config/loadConfig';
import { currentRoutePath, navigateTo } from '../lib/navigation';
import { sessionCleared, type SessionState } from '../session/sessionSlice';
import { failureMessages } from '../lib/failureMessages';
import type { ApiError } from './apiError';

/** Per-endpoint options: public calls go without a token; 'optional' sends one when there is one. */
export interface ApiExtraOptions {
  auth?: 'required' | 'optional' | 'none';
}

const REQUEST_TIMEOUT_MS = 30_000;
let requestTimeoutMs = REQUEST_TIMEOUT_MS;

/** How long a call may take before it fails as a timeout; no argument restores the default (tests shorten it). */
export function setRequestTimeout(ms: number = REQUEST_TIMEOUT_MS): void {
  requestTimeoutMs = ms;
}

/** jsdom and some embedders cannot fetch a relative URL: resolve '/api' against this page. */
export function resolveBaseUrl(apiBaseUrl: string): string {
  return new URL(apiBaseUrl, window.location.origin).href.replace(/\/$/, '');
}

function tokenOf(state: unknown): string | null {
  return (state as { session?: SessionState }).session?.token ?? null;
}

function failureOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { failure } = data as { failure?: unknown };
  return typeof failure === 'string' && failure.trim() !== '' ? failure : null;
}

/** `reset_path` when it is a path on this site (never another site's address). */
function resetPathOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { reset_path: resetPath } = data as { reset_path?: unknown };
  return typeof resetPath === 'string' && resetPath.startsWith('/') && !resetPath.startsWith('//') ? resetPath : null;
}

const isSuccessStatus = (status: number) => status >= 200 && status < 300;

/** 'Internal Server Error' for a body a screen with a text of its own replaces (apiError.ts). */
export const internalWithoutFailureText = (status: ApiError['status']): ApiError => ({
  status,
  failure: failureMessages.internal,
  withoutFailureText: true,
});

/**
 * SPEC §8: a non-2xx answer's failure is its body's failure text, else 'Internal Server Error'
 * (no body, or one that is not JSON, such as a proxy's HTML page). A JSON body that says nothing,
 * and a 2xx answer that cannot be read, carry no failure text at all: marked so.
 */
export function normaliseError(error: FetchBaseQueryError): ApiError {
  switch (error.status) {
    case 'FETCH_ERROR':
      return { status: 'NETWORK_ERROR', failure: failureMessages.network };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT', failure: failureMessages.network };
    case 'PARSING_ERROR':
      return isSuccessStatus(error.originalStatus)
        ? internalWithoutFailureText(error.originalStatus)
        : { status: error.originalStatus, failure: failureMessages.internal };
    case 'CUSTOM_ERROR':
      return { status: 'NETWORK_ERROR', failure: error.error || failureMessages.network };
    default: {
      const failure = failureOf(error.data);
      const resetPath = resetPathOf(error.data);
      if (failure) return resetPath ? { status: error.status, failure, resetPath } : { status: error.status, failure };
      const noBody = error.data === null || error.data === undefined || error.data === '';
      return noBody ? { status: error.status, failure: failureMessages.internal } : internalWithoutFailureText(error.status);
    }
  }
}

function methodOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
}

/** DELETE answers { success: true } without reading the body (SPEC §7). */
async function readDeleteResponse(response: Response): Promise<unknown> {
  if (response.ok) return { success: true };
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/**
 * A 401, or the live stream's 'signed-out': the server has ended the session already, so it is
 * only cleared here (no sign-out call, which would be refused), and the user goes to /login unless
 * already there (or signed in anew meanwhile).
 */
export function endRefusedSession(api: Pick<BaseQueryApi, 'dispatch' | 'getState'>, refusedToken: string): void {
  if (tokenOf(api.getState()) !== refusedToken) return;
  api.dispatch(sessionCleared());
  const path = currentRoutePath();
  if (path !== '/login' && path !== '/') navigateTo('/login');
}

/**
 * The one base query: adds `Authorization: Token …`, turns every failure into the SPEC §8 shape,
 * treats a `failure` field in a 2xx body as an error, and handles a 401 once for the whole app.
 */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ApiExtraOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const auth = extraOptions?.auth ?? 'required';
  const token = tokenOf(api.getState());
  if (auth === 'required' && !token) return { error: { status: 'NO_TOKEN', failure: failureMessages.noToken } };

  const rawQuery = fetchBaseQuery({
    baseUrl: resolveBaseUrl(getConfig().apiBaseUrl),
    timeout: requestTimeoutMs,
    prepareHeaders: (headers) => {
      // A receipt or a CSV asks for its own type.
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      if (token && auth !== 'none') headers.set('Authorization', `Token ${token}`);
      return headers;
    },
  });
  const request: string | FetchArgs =
    methodOf(args) === 'DELETE' && typeof args !== 'string' ? { ...args, responseHandler: readDeleteResponse } : args;

  const result = await rawQuery(request, api, {});
  if (result.error) {
    if (result.error.status === 401 && auth !== 'none' && token) {
      // Once this call has settled: clearing now would reset the very cache entry this call
      // reports into, and its caller would get an empty result instead of the 401.
      setTimeout(() => endRefusedSession(api, token), 0);
    }
    return { error: normaliseError(result.error), meta: result.meta };
  }
  const failure = failureOf(result.data);
  if (failure) return { error: { status: result.meta?.response?.status ?? 200, failure }, meta: result.meta };
  return { data: result.data, meta: result.meta };
};
