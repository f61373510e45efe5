import type { CallLogItem } from '../../../src/contract/api';
import type { CallLogRow } from '../db/queries/calls';

const pad = (value: number) => String(value).padStart(2, '0');

/** A call's start as the SPA expects it: 'YYYY-MM-DD HH:mm:ss', in UTC. */
export function formatCallDate(value: Date | string): string {
  const date = new Date(value);
  return (
    `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`
  );
}

/**
 * One GET /webcalllog item (the live-activity stream sends the same). caller_name, spam_likely and
 * voicemail_id are our extras to SPEC's item (a new call's lookup usually lands just after its live
 * event; its voicemail, if the caller leaves one, later still). voicemail_id is left out when the
 * call has none.
 */
export function callLogItemOf(row: CallLogRow): CallLogItem<number> {
  return {
    id: row.id,
    call_date: formatCallDate(row.call_date),
    call_from: row.call_from,
    call_to: row.call_to,
    hangup_cause: row.hangup_cause,
    duration: row.duration_seconds,
    is_blocked: row.is_blocked,
    caller_name: row.caller_name,
    spam_likely: row.spam_likely,
    ...(row.voicemail_id !== null && { voicemail_id: Number(row.voicemail_id) }),
  };
}
