import { Suspense } from 'react';
import { formatDataSize } from '../../../lib/formatDataSize';
import type { EsimUsage } from '../../../contract/api';
import { UsageChart } from '../parts';

/** The chart's text alternative: what the half ring shows. */
function chartDescription({ downlink, uplink, totalVolume }: EsimUsage['dataTotalUsage']): string {
  return `Half-ring chart of data used in 30 days: ${formatDataSize(downlink)} down and ${formatDataSize(uplink)} up, ${formatDataSize(totalVolume)} in total`;
}

/** 'Total data usage - 30 days': download, upload and total, with a half-ring chart. */
export function UsageTotals({ totals }: { totals: EsimUsage['dataTotalUsage'] }) {
  const figures: [string, number][] = [
    ['Down', totals.downlink],
    ['Up', totals.uplink],
    ['Total', totals.totalVolume],
  ];
  return (
    <div className="pn-panel">
      <h2 className="pn-h2 pn-panel__title pn-mb-2">Total data usage - 30 days</h2>
      <div className="esim-totals">
        {/* One image for assistive technology, described in words; its SVG parts are not read out. */}
        <div role="img" aria-label={chartDescription(totals)} className="esim-totals__chart">
          <Suspense fallback={null}>
            <UsageChart downlinkMb={totals.downlink} uplinkMb={totals.uplink} />
          </Suspense>
        </div>
        <dl className="esim-figures">
          {figures.map(([term, megabytes]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className="pn-body1">{term}</dt>
              <dd className="pn-body1">{formatDataSize(megabytes)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
