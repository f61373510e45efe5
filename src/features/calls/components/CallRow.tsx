import { memo } from 'react';
import { Link } from 'react-router-dom';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { classNames } from '../../../components/plain/classNames';
import { blockPath } from '../../../components/icons/paths/block';
import { moreVertPath } from '../../../components/icons/paths/moreVert';
import { formatPhone } from '../../../lib/formatPhone';
import { paths } from '../../../config/paths';
import type { CallLogItem } from '../../../contract/api';
import { callKind, callOutcome, callTime, otherParty } from '../callHistory';
import { callMessages } from '../callMessages';
import { CallKindIcon } from './CallKindIcon';

interface CallRowProps {
  call: CallLogItem;
  ownNumber: string | null;
  onOpenMenu: (call: CallLogItem, anchor: HTMLElement) => void;
  /** Blocks the other party after the block confirmation: offered on the row of a likely spam call. Stable. */
  onBlock: (call: CallLogItem) => void;
  /** The call the address names (`?call=<id>`, as a notification's click brings): marked, and focusable. */
  linked?: boolean;
  /** Given to the linked row until it has been focused once. Stable. */
  focusRef?: (element: HTMLDivElement | null) => void;
}

/**
 * One call: icon, other party (with the carrier's caller name under it, when the server sends one),
 * its marks, duration or cause, time, a Block button on a likely spam call and the row menu. Plain elements styled by
 * callsCss (the plain stylesheet; its height is CALL_ROW_HEIGHT), and memoised: scrolling mounts rows by the dozen and re-renders the list, so a
 * row costs only its DOM.
 */
export const CallRow = memo(function CallRow({ call, ownNumber, onOpenMenu, onBlock, linked = false, focusRef }: CallRowProps) {
  const party = formatPhone(otherParty(call, ownNumber));
  const spam = call.spam_likely === true;
  const blockable = spam && !call.is_blocked;
  return (
    <div
      ref={focusRef}
      className={classNames('calls-row', blockable && 'calls-row--blockable', linked && 'calls-row--linked')}
      // Focusable by script only: focus lands on the call a link named, and a screen reader reads it.
      {...(linked && { tabIndex: -1, 'aria-current': 'true' as const })}
    >
      <CallKindIcon kind={callKind(call, ownNumber)} />
      <div className="calls-row__who">
        <p className="calls-row__party">{party}</p>
        {/* The marks and the name sit on the second line, which has room on a phone (the row keeps its
            height); the number is never cut for them. */}
        <p className="calls-row__outcome">
          {spam && <span className="calls-row__spam">{callMessages.likelySpam}</span>}
          {call.is_blocked && <span className="calls-row__blocked">Blocked</span>}
          {call.caller_name && <span className="calls-row__name">{call.caller_name} · </span>}
          {callOutcome(call)}
          {/* The voicemail the caller left after this call, as our server names it (a SPEC-only backend never does). */}
          {call.voicemail_id !== undefined && (
            <>
              {' · '}
              <Link className="pn-link" to={`${paths.dashboard.voicemail}?voicemail=${call.voicemail_id}`} aria-label={`Voicemail from ${party}`}>
                Voicemail
              </Link>
            </>
          )}
        </p>
      </div>
      {blockable && (
        <button type="button" className="calls-row__block" aria-label={callMessages.blockLabel(party)} onClick={() => onBlock(call)}>
          {/* A phone shows the icon only: the word would cut the number (the label names the action). */}
          <PlainIcon path={blockPath} className="calls-row__block-icon" />
          <span className="calls-row__block-text">{callMessages.block}</span>
        </button>
      )}
      <span className="calls-row__time">{callTime(call)}</span>
      <button
        type="button"
        className="calls-row__menu"
        aria-label={`Actions for the call with ${party}`}
        aria-haspopup="menu"
        onClick={(event) => onOpenMenu(call, event.currentTarget)}
      >
        <PlainIcon path={moreVertPath} />
      </button>
    </div>
  );
});
