import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { failureText } from '../../../api/apiError';
import { useGetEsimUsageQuery } from '../../../api/esimApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { lastThirtyDays, newestFirst, USAGE_PAGE_DAYS } from '../usageReport';
import { UsageDayCard } from './UsageDayCard';
import { UsageTotals } from './UsageTotals';

export const usageMessages = {
  failed: 'Failed to fetch usage data',
  empty: 'No report yet',
} as const;

/**
 * The usage tab. Mounted each time the tab opens, so every visit loads the last 30 days afresh
 * and starts again at 7 visible days (SPEC §4).
 */
export function UsageReport() {
  const [range] = useState(lastThirtyDays);
  const [visibleDays, setVisibleDays] = useState(USAGE_PAGE_DAYS);
  const usage = useGetEsimUsageQuery(range, { refetchOnMountOrArgChange: true });
  const days = useMemo(() => newestFirst(usage.data?.dataUsage ?? []), [usage.data]);

  if (usage.isLoading || (usage.isFetching && usage.isError)) return <LoadingState label="Loading usage" />;
  if (usage.isError || (usage.data && !usage.data.success)) {
    return (
      <ErrorWithRetry
        title={usageMessages.failed}
        message={usage.error ? failureText(usage.error) : 'The report is not available right now.'}
        onRetry={() => void usage.refetch()}
      />
    );
  }
  if (!usage.data || days.length === 0) {
    return (
      <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
        {usageMessages.empty}
      </Typography>
    );
  }

  return (
    <Stack spacing={3}>
      <UsageTotals totals={usage.data.dataTotalUsage} />
      <Box component="ul" aria-label="Daily usage" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {days.slice(0, visibleDays).map((day) => (
          <UsageDayCard key={day.date} day={day} />
        ))}
      </Box>
      {visibleDays < days.length && (
        <Button variant="outlined" sx={{ alignSelf: 'center' }} onClick={() => setVisibleDays((n) => n + USAGE_PAGE_DAYS)}>
          Load More
        </Button>
      )}
    </Stack>
  );
}
