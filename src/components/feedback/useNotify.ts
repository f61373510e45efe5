import { useMemo } from 'react';
import { useAppDispatch } from '../../state/hooks';
import { failureText } from '../../api/apiError';
import { alertShown, noticeShown, toastShown, workFinished, workStarted, type Severity } from './notificationsSlice';

export interface Notify {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  /** The SPEC §8 text of anything a call threw. */
  failure(error: unknown): void;
  /** A popup with OK. */
  alert(severity: Severity, message: string): void;
  /** A centred notice that goes after 10 seconds. */
  notice(message: string): void;
  /** Shows the loading overlay while `work` runs. */
  whileBusy<T>(work: () => Promise<T>): Promise<T>;
}

/** The one way every screen tells the user about success and failure. */
export function useNotify(): Notify {
  const dispatch = useAppDispatch();
  return useMemo<Notify>(
    () => ({
      success: (message) => dispatch(toastShown('success', message)),
      error: (message) => dispatch(toastShown('error', message)),
      info: (message) => dispatch(toastShown('info', message)),
      warning: (message) => dispatch(toastShown('warning', message)),
      failure: (error) => dispatch(toastShown('error', failureText(error))),
      alert: (severity, message) => dispatch(alertShown({ severity, message })),
      notice: (message) => dispatch(noticeShown(message)),
      whileBusy: async (work) => {
        dispatch(workStarted());
        try {
          return await work();
        } finally {
          dispatch(workFinished());
        }
      },
    }),
    [dispatch],
  );
}
