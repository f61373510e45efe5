import type { ReactNode } from 'react';

/** What an error that stands in for content says and offers (both kits' ErrorWithRetry). */
export interface ErrorWithRetryProps {
  title: string;
  message: string;
  onRetry: () => void;
  /** Another way out, e.g. a link back to the start. */
  secondaryAction?: ReactNode;
}
