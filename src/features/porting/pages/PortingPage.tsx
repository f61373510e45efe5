import { MuiIcon } from '../../../components/icons/MuiIcon';
import { swapHorizPath } from '../../../components/icons/paths/swapHoriz';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { failureText, isApiError } from '../../../api/apiError';
import { portingApi, useGetPortRequestsQuery } from '../../../api/portingApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useLocation } from 'react-router-dom';
import { PortRequestCard } from '../components/PortRequestCard';
import { portingMessages } from '../portingMessages';
import { NumberStatusNote } from '../../../components/numberStatus/NumberStatusNote';
import { useNumberStatus } from '../../../components/numberStatus/useNumberStatus';

/** How often a transfer in progress is looked at again while the page is open. */
const PROGRESS_POLL_MS = 30_000;

function EmptyState() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 6 }}>
      <MuiIcon path={swapHorizPath} color="disabled" sx={{ fontSize: 48 }} />
      <Typography variant="h2">{portingMessages.emptyTitle}</Typography>
      <Typography color="text.secondary">{portingMessages.emptyText}</Typography>
    </Stack>
  );
}

/**
 * /dashboard/porting (not in SPEC §2): each number transfer with its timeline, and a
 * rejected one's fix. A backend without the tracker (404) shows the empty state. A customer has
 * few transfers (one number each): a plain list. Default export for lazy loading.
 */
export default function PortingPage() {
  // While a transfer moves, its steps are fetched again now and then (each also comes by email).
  const cached = portingApi.endpoints.getPortRequests.useQueryState();
  const moving = cached.data?.some((request) => request.status !== 'completed' && request.status !== 'rejected') ?? false;
  const requests = useGetPortRequestsQuery(undefined, { pollingInterval: moving ? PROGRESS_POLL_MS : 0, skipPollingIfUnfocused: true });
  // The same reading of the number as the panel and the header, said first.
  const status = useNumberStatus();
  // '#fix-<id>' (from the panel, the header or the success page): that card's fix form takes the focus.
  const { hash } = useLocation();
  const fixId = hash.startsWith('#fix-') ? decodeURIComponent(hash.slice('#fix-'.length)) : null;

  let content;
  if (requests.isLoading) content = <LoadingState label={portingMessages.loading} />;
  else if (isApiError(requests.error) && requests.error.status === 404) content = <EmptyState />;
  else if (!requests.data) {
    content = <ErrorWithRetry title={portingMessages.loadFailed} message={failureText(requests.error)} onRetry={() => void requests.refetch()} />;
  } else if (requests.data.length === 0) content = <EmptyState />;
  else {
    content = (
      <Stack spacing={2}>
        {requests.data.map((request) => (
          <PortRequestCard key={request.id} request={request} focusFix={request.id === fixId} />
        ))}
      </Stack>
    );
  }

  return (
    <Box>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {portingMessages.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {portingMessages.intro}
      </Typography>
      {status.kind === 'actionNeeded' ? null : (
        <Box role="status" sx={{ mb: 2 }}>
          <NumberStatusNote status={status} confirmFiling />
        </Box>
      )}
      {content}
    </Box>
  );
}
