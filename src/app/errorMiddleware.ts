import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { isApiError } from '../api/apiError';
import { screenReportsFailure } from '../api/ownErrorReports';
import { toastShown } from '../components/feedback/notificationsSlice';

interface RejectedMeta {
  arg?: { type?: string; endpointName?: string; originalArgs?: unknown };
}

/**
 * Errors travel one road: a failed mutation becomes an error toast with its SPEC §8 text, unless
 * its endpoint declares that the screen reports that failure itself (`reportsOwnErrors` beside the
 * endpoint, src/api/ownErrorReports.ts). Failed queries are shown where their data would be (with
 * a retry), not as toasts, and a 401 is handled by the base query (back to /login).
 */
export const errorMiddleware: Middleware = (api) => (next) => (action) => {
  if (isRejectedWithValue(action)) {
    const meta = action.meta as RejectedMeta;
    const error = action.payload;
    if (
      meta.arg?.type === 'mutation' &&
      isApiError(error) &&
      error.status !== 401 &&
      !screenReportsFailure(meta.arg.endpointName ?? '', error.status, meta.arg.originalArgs)
    ) {
      api.dispatch(toastShown('error', error.failure));
    }
  }
  return next(action);
};
