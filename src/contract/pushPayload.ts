import { formatCause } from './causeFormat';
import { formatClipLength, formatDuration } from './durationFormat';
import { formatPhone } from './phoneFormat';
import type { LiveEventPayloads, PushKind, PushPayload } from './api';

/** How much of a message's text a notification shows. */
export const PREVIEW_LENGTH = 120;
/** A message's body when its text may not be shown. */
export const HIDDEN_TEXT_BODY = 'Open the app to read it.';

export interface PushPayloadOptions {
  /** The customer allowed message text in notifications on this device. */
  previews: boolean;
}

/** The caller's name when the carrier gave one, else the number as the app shows it. */
function whoFrom(number: string, name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : formatPhone(number);
}

/** Whitespace folded, cut at PREVIEW_LENGTH characters with an ellipsis. */
export function previewOf(text: string): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= PREVIEW_LENGTH) return folded;
  return `${folded.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…`;
}

function callPayload(call: LiveEventPayloads['call']): PushPayload {
  const who = whoFrom(call.call_from, call.caller_name);
  const answered = call.hangup_cause === 'SUCCESS';
  return {
    kind: 'call',
    tag: `call-${String(call.id)}`,
    title: answered ? `Call from ${who}` : `Missed call from ${who}`,
    body: answered ? `Answered, ${formatDuration(call.duration)}` : formatCause(call.hangup_cause),
    url: `/app/dashboard/calls?call=${encodeURIComponent(String(call.id))}`,
  };
}

function messagePayload(event: LiveEventPayloads['message'], { previews }: PushPayloadOptions): PushPayload {
  const { message } = event;
  const name = event.caller_name;
  const text = previewOf(message.text);
  let body = HIDDEN_TEXT_BODY;
  if (previews) body = text || (message.media_url ? 'Sent a picture.' : HIDDEN_TEXT_BODY);
  return {
    kind: 'message',
    tag: `message-${String(message.message_id)}`,
    title: `New message from ${whoFrom(event.third_party_number, name)}`,
    body,
    url: `/app/dashboard/chats?chat=${encodeURIComponent(String(event.chat_id))}`,
  };
}

function voicemailPayload({ voicemail }: LiveEventPayloads['voicemail'], { previews }: PushPayloadOptions): PushPayload {
  const length = formatClipLength(voicemail.duration);
  // The transcript is what the caller said: shown only where message text may be.
  const transcript = previews && voicemail.transcript ? previewOf(voicemail.transcript) : '';
  return {
    kind: 'voicemail',
    tag: `voicemail-${String(voicemail.id)}`,
    title: `New voicemail from ${whoFrom(voicemail.from_number, voicemail.caller_name)}`,
    body: transcript ? `${length} · ${transcript}` : length,
    url: `/app/dashboard/voicemail?voicemail=${encodeURIComponent(String(voicemail.id))}`,
  };
}

/**
 * What a notification says about a new call, message or voicemail: one composer for the server's
 * pushes and the SPA's own notifications, so both read the same. Message text only with previews.
 */
export function pushPayloadFor<K extends PushKind>(kind: K, event: LiveEventPayloads[K], options: PushPayloadOptions): PushPayload {
  switch (kind) {
    case 'call':
      return callPayload(event as LiveEventPayloads['call']);
    case 'message':
      return messagePayload(event as LiveEventPayloads['message'], options);
    default:
      return voicemailPayload(event as LiveEventPayloads['voicemail'], options);
  }
}
