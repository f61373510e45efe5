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
  const over = allowance.leftMb <= 0;
  return (
    <div className="pn-panel">
      <h2 className="pn-h2 pn-panel__title pn-mb-2">{messages.heading}</h2>
      {/* A meter, not a progress bar: the value is a measure, not a task's progress. */}
      <div
        role="meter"
        aria-label={messages.meterLabel}
        aria-valuemin={0}
        aria-valuemax={allowance.allowanceMb}
        aria-valuenow={Math.min(allowance.usedMb, allowance.allowanceMb)}
        aria-valuetext={`${usedText}, ${messages.left(left)}`}
      >
        <div className={over ? 'esim-meter esim-meter--over' : 'esim-meter'} aria-hidden="true">
          <div className="esim-meter__bar" style={{ width: `${Math.min(100, Math.max(0, allowance.usedPercent))}%` }} />
        </div>
      </div>
      <div className="esim-meter-line">
        <p className="pn-body1">{usedText}</p>
        <p className="pn-body1 esim-strong">{messages.left(left)}</p>
      </div>
      {forecastLine && <p className={forecast.kind === 'usedUp' ? 'pn-body1 pn-mt-1 esim-error-text' : 'pn-body1 pn-mt-1'}>{forecastLine}</p>}
      <p className="pn-body2 pn-secondary pn-mt-1">{messages.windowNote}</p>
      {action}
    </div>
  );
}
