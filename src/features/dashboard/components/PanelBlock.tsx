import { MuiIcon } from '../../../components/icons/MuiIcon';
import { refreshPath } from '../../../components/icons/paths/refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { failureText } from '../../../api/apiError';

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
      <Box role="progressbar" aria-label={`Loading ${label.toLowerCase()}`} aria-busy="true">
        {Array.from({ length: skeletonLines }, (_, index) => (
          <Skeleton key={index} variant="text" width={index === 0 ? '60%' : '90%'} />
        ))}
      </Box>
    );
  } else if (query.isError) {
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" startIcon={<MuiIcon path={refreshPath} />} onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {failureText(query.error)}
      </Alert>
    );
  }
  return (
    <Box component="section" aria-label={label} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      {content}
      {footer}
    </Box>
  );
}
