import { useEffect, useId, useRef, useState } from 'react';
import { useMarkVoicemailHeardMutation } from '../../../api/voicemailApi';
import { donePath } from '../../../components/icons/paths/done';
import { playArrowPath } from '../../../components/icons/paths/playArrow';
import { PlainButton } from '../../../components/plain/PlainButton';
import { classNames } from '../../../components/plain/classNames';
import type { Voicemail } from '../../../contract/api';
import { formatDayAndTime, parseTimestamp } from '../../../contract/dateFormat';
import { formatPhone } from '../../../lib/formatPhone';
import { formatClipLength } from '../../../contract/durationFormat';
import { voicemailMessages } from '../voicemailMessages';
import { VoicemailPlayer } from './VoicemailPlayer';

interface VoicemailItemProps {
  voicemail: Voicemail;
  /** Opened from a link (the call history): its player opens and it scrolls into view. */
  selected: boolean;
}

/** One voicemail: who and when, new or heard, likely spam, the transcript, and its player on demand. Plain elements styled by voicemailCss. */
export function VoicemailItem({ voicemail, selected }: VoicemailItemProps) {
  const [open, setOpen] = useState(selected);
  const [markHeard, marking] = useMarkVoicemailHeardMutation();
  const headingId = useId();
  const playerId = useId();
  const root = useRef<HTMLLIElement>(null);
  const caller = voicemail.caller_name ?? formatPhone(voicemail.from_number);
  const receivedAt = parseTimestamp(voicemail.received_at);
  const unheard = !voicemail.heard;
  // Read tolerantly: a backend without ratings sends no field (or something else), which marks nothing.
  const spam = voicemail.spam_likely === true;

  useEffect(() => {
    if (selected) root.current?.scrollIntoView?.({ block: 'center' });
  }, [selected]);

  const heard = () => {
    if (unheard) void markHeard(voicemail.id);
  };

  return (
    <li ref={root} aria-labelledby={headingId} className={classNames('vm-item', unheard && 'vm-item--unheard')}>
      <div className="vm-item__who">
        <div className="vm-item__title">
          <h2 id={headingId} className="vm-item__caller">
            {caller}
          </h2>
          {unheard && <span className="vm-item__new">{voicemailMessages.newLabel}</span>}
          {spam && <span className="vm-item__spam">{voicemailMessages.likelySpam}</span>}
        </div>
        {voicemail.caller_name && <p className="vm-item__detail">{formatPhone(voicemail.from_number)}</p>}
        <p className="vm-item__detail">
          {receivedAt ? formatDayAndTime(receivedAt) : voicemail.received_at} · {formatClipLength(voicemail.duration)}
        </p>
        <div className="vm-item__actions">
          <PlainButton
            size="small"
            variant={open ? 'outlined' : 'contained'}
            startIcon={open ? undefined : playArrowPath}
            aria-expanded={open}
            aria-controls={playerId}
            aria-label={open ? `${voicemailMessages.hidePlayer}: ${caller}` : `${voicemailMessages.play}: ${caller}`}
            onClick={() => setOpen(!open)}
          >
            {open ? voicemailMessages.hidePlayer : voicemailMessages.play}
          </PlainButton>
          {unheard && (
            <PlainButton size="small" startIcon={donePath} disabled={marking.isLoading} onClick={heard} aria-label={`${voicemailMessages.markHeard}: ${caller}`}>
              {voicemailMessages.markHeard}
            </PlainButton>
          )}
        </div>
        {marking.isError && (
          <p role="alert" className="vm-item__error">
            {voicemailMessages.markFailed}
          </p>
        )}
      </div>
      <div className="vm-item__body">
        <div>
          <h3 className="pn-overline vm-item__transcript-title">{voicemailMessages.transcript}</h3>
          <p className={classNames('vm-item__transcript', !voicemail.transcript && 'vm-item__transcript--none')}>
            {voicemail.transcript ?? voicemailMessages.noTranscript}
          </p>
        </div>
        <div id={playerId}>{open && <VoicemailPlayer voicemailId={voicemail.id} label={`Voicemail from ${caller}`} onFirstPlay={heard} />}</div>
      </div>
    </li>
  );
}
