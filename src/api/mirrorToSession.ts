import type { PayloadAction } from '@reduxjs/toolkit';

interface QueryLifecycle<T> {
  dispatch: (action: PayloadAction<T>) => unknown;
  queryFulfilled: Promise<{ data: T }>;
}

/**
 * onQueryStarted handler that copies a query's result into the session slice, so that the
 * session-held values of SPEC §3 survive a reload while the API cache does not.
 */
export function mirrorToSession<T>(actionCreator: (payload: T) => PayloadAction<T>) {
  return async (_arg: unknown, { dispatch, queryFulfilled }: QueryLifecycle<T>): Promise<void> => {
    try {
      const { data } = await queryFulfilled;
      dispatch(actionCreator(data));
    } catch {
      // A failed query already travels the error road of the base query.
    }
  };
}
