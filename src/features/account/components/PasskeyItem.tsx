import { memo } from 'react';
import { PlainButton } from '../../../components/plain/PlainButton';
import { formatDay, formatDayAndTime, parseTimestamp } from '../../../contract/dateFormat';
import type { PasskeySummary } from '../../../contract/api';
import { passkeyMessages } from '../../../lib/passkeys/passkeyMessages';

interface PasskeyItemProps {
  passkey: PasskeySummary;
  onRemove: (passkey: PasskeySummary) => void;
}

function lastUsedText(passkey: PasskeySummary): string {
  const lastUsed = parseTimestamp(passkey.last_used_at);
  return lastUsed ? passkeyMessages.lastUsed(formatDayAndTime(lastUsed)) : passkeyMessages.neverUsed;
}

/** One passkey: what it is called, when it was added and last used, and its remove button. */
export const PasskeyItem = memo(function PasskeyItem({ passkey, onRemove }: PasskeyItemProps) {
  const created = parseTimestamp(passkey.created_at);
  return (
    <li aria-label={passkey.label} className="devices-item">
      <div className="devices-item__text">
        <div className="devices-item__name">
          <span className="pn-bold pn-anywhere">{passkey.label}</span>
        </div>
        <p className="pn-body2 pn-secondary">
          {created && `${passkeyMessages.added(formatDay(created))} · `}
          {lastUsedText(passkey)}
        </p>
      </div>
      <PlainButton variant="outlined" color="error" size="small" aria-label={passkeyMessages.removeLabel(passkey.label)} onClick={() => onRemove(passkey)}>
        {passkeyMessages.remove}
      </PlainButton>
    </li>
  );
});
