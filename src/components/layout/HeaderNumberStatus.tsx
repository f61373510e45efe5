import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { fixFormPath, isOngoing } from '../numberStatus/numberStatus';
import { numberStatusMessages } from '../numberStatus/numberStatusMessages';
import { useNumberStatus } from '../numberStatus/useNumberStatus';

/**
 * A compact chip while the customer's number is being transferred ('Transfer in progress') or
 * waits for them ('Action needed', to the fix form); nothing otherwise. The same reading as the
 * panel and the tracker (useNumberStatus).
 */
export function HeaderNumberStatus() {
  const status = useNumberStatus();
  if (!isOngoing(status)) return null;
  const actionNeeded = status.kind === 'actionNeeded';
  return (
    <Link
      to={actionNeeded ? fixFormPath(status.requestId) : paths.dashboard.porting}
      className="pn-status-chip"
      data-tone={actionNeeded ? 'warning' : 'info'}
    >
      {/* Named 'Number transfer: Action needed': what the chip is about, then what it shows. */}
      <span className="pn-visually-hidden">{numberStatusMessages.chipTopic} </span>
      {actionNeeded ? numberStatusMessages.actionNeeded : numberStatusMessages.inProgress}
    </Link>
  );
}
