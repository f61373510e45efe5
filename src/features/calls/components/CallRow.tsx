import { memo } from 'react';
import { Link } from 'react-router-dom';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { historyIconPaths } from '../../../components/icons/historyIconPaths';
import { formatPhone } from '../../../lib/formatPhone';
import { paths } from '../../../config/paths';
import type { CallLogItem } from '../../../contract/api';
import { callKind, callOutcome, callTime, otherParty } from '../callHistory';
import { CallKindIcon } from './CallKindIcon';

interface CallRowProps {
  call: CallLogItem;
  ownNumber: string | null;
  onOpenMenu: (call: CallLogItem, anchor: HTMLElement) => void;
  /** The voicemail the caller left after this call, if any: the row links to it. */
  voicemailId?: number;
}

/**
 * One call: icon, other party, duration or cause, time and the row menu. Plain elements styled by
 * callsCss (the plain stylesheet; its height is CALL_ROW_HEIGHT), and memoised: scrolling mounts rows by the dozen and re-renders the list, so a
 * row costs only its DOM.
 */
export const CallRow = memo(function CallRow({ call, ownNumber, onOpenMenu, voicemailId }: CallRowProps) {
  const party = formatPhone(otherParty(call, ownNumber));
  return (
    <div className="calls-row">
      <CallKindIcon kind={callKind(call, ownNumber)} />
      <div className="calls-row__who">
        <p className="calls-row__party">{party}</p>
        {/* The mark sits on the second line, which has room on a phone; the number is never cut for it. */}
        <p className="calls-row__outcome">
          {call.is_blocked && <span className="calls-row__blocked">Blocked</span>}
          {callOutcome(call)}
          {voicemailId !== undefined && (
            <>
              {' · '}
              <Link className="pn-link" to={`${paths.dashboard.voicemail}?voicemail=${voicemailId}`} aria-label={`Voicemail from ${party}`}>
                Voicemail
              </Link>
            </>
          )}
        </p>
      </div>
      <span className="calls-row__time">{callTime(call)}</span>
      <button
        type="button"
        className="calls-row__menu"
        aria-label={`Actions for the call with ${party}`}
        aria-haspopup="menu"
        onClick={(event) => onOpenMenu(call, event.currentTarget)}
      >
        <PlainIcon path={historyIconPaths.moreVert} />
      </button>
    </div>
  );
});
