import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { failureText } from '../../../api/apiError';
import { useGetCallLogQuery } from '../../../api/callsApi';
import { useGetPhonesQuery } from '../../../api/phonesApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { CallsEmptyState } from '../components/CallsEmptyState';
import { CallSearch } from '../search/CallSearch';

/** /dashboard/calls (SPEC §2 Calls page): the call history, read-only, with search, filters and CSV export (issue 25); default export for lazy loading. */
export default function CallsPage() {
  const calls = useGetCallLogQuery();
  // The route guard has loaded the phones already: this reads the cache.
  const phones = useGetPhonesQuery();
  const ownNumber = phones.data?.[0]?.phone_number ?? null;

  let content;
  if (calls.isLoading) content = <LoadingState label="Loading your calls" />;
  else if (calls.isError) {
    content = <ErrorWithRetry title="Your calls could not be loaded" message={failureText(calls.error)} onRetry={() => void calls.refetch()} />;
  } else if (!calls.data || calls.data.length === 0) content = <CallsEmptyState />;
  else content = <CallSearch calls={calls.data} ownNumber={ownNumber} />;

  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Call history
      </Typography>
      {content}
    </Box>
  );
}
