import { useEffect, useMemo, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { failureText } from '../../../api/apiError';
import { useGetEsimDetailsQuery, useGetEsimUsageQuery } from '../../../api/esimApi';
import { Stack } from '../../../components/plain/layout/Stack';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { allowanceMbOf, dataAllowanceOf, dataForecastOf } from '../dataAllowance';
import { hasHiddenDays, lastThirtyDays, newestFirst, visibleDayCount } from '../usageReport';
import { dataRunsLow } from '../topUp';
import { BuyMoreData } from './BuyMoreData';
import { DataAllowanceMeter } from './DataAllowanceMeter';
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
  const [loadMorePresses, setLoadMorePresses] = useState(0);
  const usage = useGetEsimUsageQuery(range, { refetchOnMountOrArgChange: true });
  const days = useMemo(() => newestFirst(usage.data?.dataUsage ?? []), [usage.data]);
  // The record is cached from the activation tab; a SPEC §7 backend names no allowance (then 40 MB).
  const planDataMb = useGetEsimDetailsQuery().data?.dataMb;
  const dayList = useRef<HTMLUListElement>(null);

  // After Load More, focus goes to the first day added: the button may be gone, and keyboard and
  // screen-reader users carry on reading where the new days start.
  useEffect(() => {
    if (loadMorePresses === 0) return;
    const firstAdded = dayList.current?.children[visibleDayCount(loadMorePresses - 1, days.length)];
    if (firstAdded instanceof HTMLElement) firstAdded.focus();
  }, [loadMorePresses, days.length]);

  if (usage.isLoading || (usage.isFetching && usage.isError)) return <PlainLoadingState label="Loading usage" />;
  if (usage.isError || usage.data?.success === false) {
    return (
      <PlainErrorWithRetry
        title={usageMessages.failed}
        message={usage.error ? failureText(usage.error) : 'The report is not available right now.'}
        onRetry={() => void usage.refetch()}
      />
    );
  }
  if (!usage.data || days.length === 0) {
    return (
      <div className="pn-empty">
        <p className="pn-body1 pn-secondary">{usageMessages.empty}</p>
      </div>
    );
  }

  const visible = visibleDayCount(loadMorePresses, days.length);
  const allowance = dataAllowanceOf(usage.data.dataTotalUsage.totalVolume, allowanceMbOf(planDataMb));
  const today = dayjs();
  const forecast = dataForecastOf(days, allowance.leftMb, today);
  return (
    <Stack gap={3}>
      <DataAllowanceMeter allowance={allowance} forecast={forecast} action={<BuyMoreData runsLow={dataRunsLow(allowance, forecast, today)} />} />
      <UsageTotals totals={usage.data.dataTotalUsage} />
      <ul ref={dayList} aria-label="Daily usage" className="esim-days">
        {days.slice(0, visible).map((day) => (
          <UsageDayCard key={day.date} day={day} />
        ))}
      </ul>
      {hasHiddenDays(visible, days.length) && (
        <div className="pn-center">
          <PlainButton variant="outlined" onClick={() => setLoadMorePresses((n) => n + 1)}>
            Load More
          </PlainButton>
        </div>
      )}
    </Stack>
  );
}
