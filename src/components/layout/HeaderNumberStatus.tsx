import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { fixFormPath } from '../../features/porting/status/NumberStatusNote';
import { isOngoing } from '../../features/porting/status/numberStatus';
import { numberStatusMessages } from '../../features/porting/status/numberStatusMessages';
import { useNumberStatus } from '../../features/porting/status/useNumberStatus';

/**
 * A compact chip while the customer's number is being transferred ('Transfer in progress') or
 * waits for them ('Action needed', to the fix form); nothing otherwise. The same reading as the
 * panel and the tracker (useNumberStatus).
 */
export function HeaderNumberStatus({ skip }: { skip: boolean }) {
  const status = useNumberStatus({ skip });
  if (!isOngoing(status)) return null;
  const actionNeeded = status.kind === 'actionNeeded';
  return (
    <Link
      to={actionNeeded ? fixFormPath(status.requestId) : paths.dashboard.porting}
      className="pn-status-chip"
      data-tone={actionNeeded ? 'warning' : 'info'}
      aria-label={numberStatusMessages.chipLabel(status.kind)}
    >
      {actionNeeded ? numberStatusMessages.actionNeeded : numberStatusMessages.inProgress}
    </Link>
  );
}
