import { PlainIcon } from '../../../components/icons/PlainIcon';
import { swapHorizPath } from '../../../components/icons/paths/swapHoriz';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Stack } from '../../../components/plain/layout/Stack';
import { failureText, isApiError } from '../../../api/apiError';
import { portingApi, useGetPortRequestsQuery } from '../../../api/portingApi';
import { useLocation } from 'react-router-dom';
import { PortRequestCard } from '../components/PortRequestCard';
import { portingMessages } from '../portingMessages';
import { NumberStatusNote } from '../../../components/numberStatus/NumberStatusNote';
import { useNumberStatus } from '../../../components/numberStatus/useNumberStatus';

/** How often a transfer in progress is looked at again while the page is open. */
const PROGRESS_POLL_MS = 30_000;

function EmptyState() {
  return (
    <Stack gap={2} className="port-empty">
      <PlainIcon path={swapHorizPath} className="port-empty__icon" />
      <h2 className="pn-h2">{portingMessages.emptyTitle}</h2>
      <p className="pn-body1 pn-secondary">{portingMessages.emptyText}</p>
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
  if (requests.isLoading) content = <PlainLoadingState label={portingMessages.loading} />;
  else if (isApiError(requests.error) && requests.error.status === 404) content = <EmptyState />;
  else if (!requests.data) {
    content = <PlainErrorWithRetry title={portingMessages.loadFailed} message={failureText(requests.error)} onRetry={() => void requests.refetch()} />;
  } else if (requests.data.length === 0) content = <EmptyState />;
  else {
    content = (
      <Stack gap={2}>
        {requests.data.map((request) => (
          <PortRequestCard key={request.id} request={request} focusFix={request.id === fixId} />
        ))}
      </Stack>
    );
  }

  return (
    <div>
      <h1 className="pn-h1 port-title">{portingMessages.title}</h1>
      <p className="pn-body1 pn-secondary port-intro">{portingMessages.intro}</p>
      {status.kind === 'actionNeeded' ? null : (
        <div role="status" className="port-status">
          <NumberStatusNote status={status} confirmFiling />
        </div>
      )}
      {content}
    </div>
  );
}
