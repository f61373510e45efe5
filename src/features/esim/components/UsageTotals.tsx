import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        Total data usage - 30 days
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        {/* One image for assistive technology, described in words; its SVG parts are not read out. */}
        <Box role="img" aria-label={chartDescription(totals)} sx={{ width: 240, maxWidth: '100%', height: 140 }}>
          <Suspense fallback={null}>
            <UsageChart downlinkMb={totals.downlink} uplinkMb={totals.uplink} />
          </Suspense>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}>
          {figures.map(([term, megabytes]) => (
            <Box key={term} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDataSize(megabytes)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Stack>
    </Paper>
  );
}
