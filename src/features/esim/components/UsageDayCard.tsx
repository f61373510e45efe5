import { formatDataSize } from '../../../lib/formatDataSize';
import type { UsageDay } from '../../../contract/api';
import { formatCalendarDay } from '../../../contract/dateFormat';

/** One day of the usage report: its date, total, download and upload. */
export function UsageDayCard({ day }: { day: UsageDay }) {
  const date = formatCalendarDay(day.date) ?? day.date;
  return (
    // Focusable by script (not by Tab): Load More moves focus to the first day it added.
    <li className="esim-day" tabIndex={-1} aria-label={date}>
      <div className="esim-day__head">
        <p className="pn-body1 esim-day__date">{date}</p>
        <p className="pn-body1">Total: {formatDataSize(day.totalVolume)}</p>
      </div>
      <div className="esim-day__split">
        <p className="pn-body2">Down: {formatDataSize(day.downlink)}</p>
        <p className="pn-body2">Up: {formatDataSize(day.uplink)}</p>
      </div>
    </li>
  );
}
