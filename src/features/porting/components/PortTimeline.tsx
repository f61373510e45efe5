import { PlainIcon } from '../../../components/icons/PlainIcon';
import { checkCirclePath } from '../../../components/icons/paths/checkCircle';
import { warningPath } from '../../../components/icons/paths/warning';
import { classNames } from '../../../components/plain/classNames';
import type { PortRequest, PortRequestStatus } from '../../../contract/api';
import { formatDayAndTime, parseTimestamp } from '../../../contract/dateFormat';
import { portingMessages } from '../portingMessages';
import { formatCalendarDay } from '../../../components/numberStatus/numberStatusMessages';

/** The way a transfer goes when all is well; a rejection takes the place of the step it stopped at. */
const PATH: PortRequestStatus[] = ['submitted', 'carrier_review', 'scheduled', 'completed'];

/** The rejection code of a request cancelled because it waited too long for the customer. */
export const EXPIRED_CODE = 'expired';

/** 'YYYY-MM-DD' as '03 Dec 2026' (a calendar day: no time zone shift). */
export const formatDay = formatCalendarDay;

/** An ISO time as '05 Dec 2026, 15:00' in the customer's zone; null when it is no time. */
export function formatDeadline(at: string): string | null {
  const time = parseTimestamp(at);
  return time ? formatDayAndTime(time) : null;
}

function formatTime(at: string): string {
  const time = parseTimestamp(at);
  return time ? formatDayAndTime(time) : '';
}

/**
 * Submitted → Carrier review → Scheduled (date) → Completed, each step with when it happened in
 * the latest filing (a resubmission starts again at Submitted); a rejection shows at the step the
 * carrier stopped at, in error ('Cancelled' when it waited too long for the customer).
 */
export function PortTimeline({ request }: { request: PortRequest }) {
  // The latest filing: from its last 'submitted' entry on.
  const lastFiling = request.timeline.map((entry) => entry.status).lastIndexOf('submitted');
  const entries = lastFiling === -1 ? request.timeline : request.timeline.slice(lastFiling);
  const when = new Map(entries.map((entry) => [entry.status, entry.at]));
  const rejected = request.status === 'rejected';
  const reached = rejected ? Math.max(0, ...entries.map((entry) => PATH.indexOf(entry.status))) : PATH.indexOf(request.status);
  const steps = rejected ? [...PATH.slice(0, reached + 1), 'rejected' as const] : PATH;

  const active = request.status === 'completed' ? -1 : steps.indexOf(request.status);

  return (
    <ol className="port-steps">
      {steps.map((status, index) => {
        const at = when.get(status);
        const isRejection = status === 'rejected';
        const completed = !isRejection && (index < reached || (index === reached && (rejected || request.status === 'completed')));
        const label =
          status === 'scheduled' && request.scheduled_for
            ? portingMessages.scheduledFor(formatDay(request.scheduled_for))
            : isRejection && request.rejection?.code === EXPIRED_CODE
              ? portingMessages.cancelled
              : portingMessages.steps[status];
        let icon = <span className="port-step__number">{index + 1}</span>;
        if (completed) icon = <PlainIcon path={checkCirclePath} />;
        if (isRejection) icon = <PlainIcon path={warningPath} />;
        return (
          <li
            key={status}
            aria-current={index === active ? 'step' : undefined}
            className={classNames('port-step', completed && 'port-step--done', index === active && 'port-step--active', isRejection && 'port-step--error')}
          >
            <span className="port-step__icon">{icon}</span>
            <span className="port-step__text">
              <span className="port-step__label">{label}</span>
              {at ? <span className="port-step__time">{formatTime(at)}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
