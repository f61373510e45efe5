import type { ReactNode } from 'react';
import { failureText } from '../../../api/apiError';
import { refreshPath } from '../../../components/icons/paths/refresh';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';

export interface BlockQuery {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface PanelBlockProps {
  /** Names the block for screen readers, also while it loads or failed. */
  label: string;
  query: BlockQuery;
  /** Lines of skeleton while loading. */
  skeletonLines?: number;
  children: ReactNode;
  /** Shown whatever the state of the data (an action that does not need it). */
  footer?: ReactNode;
}

/** A block of the dashboard panel: a skeleton while its data loads, a retry if it failed. */
export function PanelBlock({ label, query, skeletonLines = 2, children, footer }: PanelBlockProps) {
  let content: ReactNode = children;
  if (query.isLoading) {
    content = (
      <div role="progressbar" aria-label={`Loading ${label.toLowerCase()}`} aria-busy="true">
        {Array.from({ length: skeletonLines }, (_, index) => (
          <span key={index} className="pn-skeleton" style={{ width: index === 0 ? '60%' : '90%' }} />
        ))}
      </div>
    );
  } else if (query.isError) {
    content = (
      <PlainAlert
        severity="error"
        action={
          <PlainButton color="inherit" size="small" startIcon={refreshPath} onClick={() => void query.refetch()}>
            Retry
          </PlainButton>
        }
      >
        {failureText(query.error)}
      </PlainAlert>
    );
  }
  return (
    <section aria-label={label} className="panel-block">
      {content}
      {footer}
    </section>
  );
}
