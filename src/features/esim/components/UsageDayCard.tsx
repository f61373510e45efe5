import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDataSize } from '../../../lib/formatDataSize';
import type { UsageDay } from '../../../contract/api';
import { formatCalendarDay } from '../../../contract/dateFormat';

/** One day of the usage report: its date, total, download and upload. */
export function UsageDayCard({ day }: { day: UsageDay }) {
  const date = formatCalendarDay(day.date) ?? day.date;
  return (
    // Focusable by script (not by Tab): Load More moves focus to the first day it added.
    <Paper component="li" variant="outlined" tabIndex={-1} sx={{ p: 2, listStyle: 'none' }} aria-label={date}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{date}</Typography>
        <Typography>Total: {formatDataSize(day.totalVolume)}</Typography>
      </Stack>
      <Stack direction="row" spacing={3} sx={{ mt: 1, color: 'text.secondary' }}>
        <Typography variant="body2">Down: {formatDataSize(day.downlink)}</Typography>
        <Typography variant="body2">Up: {formatDataSize(day.uplink)}</Typography>
      </Stack>
    </Paper>
  );
}
