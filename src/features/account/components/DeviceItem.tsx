import { memo } from 'react';
import { PlainButton } from '../../../components/plain/PlainButton';
import type { ActiveSession } from '../../../contract/api';
import { deviceName, relativeTime, signedInDate } from '../deviceLabels';
import { devicesMessages } from '../devicesMessages';

interface DeviceItemProps {
  session: ActiveSession;
  onSignOut: (session: ActiveSession) => void;
}

/** One signed-in device: what it is, where from, since when, last active, and its sign-out button. */
export const DeviceItem = memo(function DeviceItem({ session, onSignOut }: DeviceItemProps) {
  const name = deviceName(session);
  return (
    <li aria-label={session.current ? `${name}, ${devicesMessages.thisDevice}` : name} className="devices-item">
      <div className="devices-item__text">
        <div className="devices-item__name">
          <span className="pn-bold">{name}</span>
          {session.current && <span className="devices-chip">{devicesMessages.thisDevice}</span>}
        </div>
        <p className="pn-body2 pn-secondary pn-anywhere">{session.ip ?? devicesMessages.unknownAddress}</p>
        <p className="pn-body2 pn-secondary">
          {devicesMessages.signedIn(signedInDate(session))} · {devicesMessages.lastActive(relativeTime(session.last_seen_at))}
        </p>
      </div>
      <PlainButton
        variant="outlined"
        color={session.current ? 'inherit' : 'error'}
        size="small"
        aria-label={devicesMessages.signOutLabel(session.current ? devicesMessages.thisDevice.toLowerCase() : name)}
        onClick={() => onSignOut(session)}
      >
        {devicesMessages.signOut}
      </PlainButton>
    </li>
  );
});
