import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDay } from '../../../contract/dateFormat';
import type { DataAllowance, DataForecast } from '../dataAllowance';
import { dataAllowanceMessages as messages } from '../esimMessages';
import { formatDataSize } from '../../../lib/formatDataSize';

function forecastText(forecast: DataForecast): string | null {
  if (forecast.kind === 'usedUp') return messages.usedUp;
  if (forecast.kind === 'lastsUntil') return messages.lastsUntil(formatDay(forecast.date.toDate()));
  return null;
}

interface DataAllowanceMeterProps {
  allowance: DataAllowance;
  forecast: DataForecast;
  /** Shown under the meter: 'Buy more data' where top-ups are sold. */
  action?: ReactNode;
}

/** The included data: a meter of used and left, and when it runs out at the last week's pace. */
export function DataAllowanceMeter({ allowance, forecast, action }: DataAllowanceMeterProps) {
  const used = formatDataSize(allowance.usedMb);
  const total = formatDataSize(allowance.allowanceMb);
  const left = formatDataSize(allowance.leftMb);
  const usedText = messages.usedOf(used, total);
  const forecastLine = forecastText(forecast);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
        {messages.heading}
      </Typography>
      {/* A meter, not a progress bar: the value is a measure, not a task's progress. */}
      <Box
        role="meter"
        aria-label={messages.meterLabel}
        aria-valuemin={0}
        aria-valuemax={allowance.allowanceMb}
        aria-valuenow={Math.min(allowance.usedMb, allowance.allowanceMb)}
        aria-valuetext={`${usedText}, ${messages.left(left)}`}
      >
        <LinearProgress
          variant="determinate"
          value={allowance.usedPercent}
          color={allowance.leftMb <= 0 ? 'error' : 'primary'}
          aria-hidden
          sx={{ height: 10, borderRadius: 5 }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <Typography>{usedText}</Typography>
        <Typography sx={{ fontWeight: 600 }}>{messages.left(left)}</Typography>
      </Box>
      {forecastLine && (
        <Typography sx={{ mt: 1 }} color={forecast.kind === 'usedUp' ? 'error' : 'text.primary'}>
          {forecastLine}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {messages.windowNote}
      </Typography>
      {action}
    </Paper>
  );
}
