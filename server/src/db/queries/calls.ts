import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';
import { otherPartyIsBlocked, otherPartySpamLikely } from './otherParty';
import { voicemailIdOfCall } from './voicemails';

export interface CallLogRow {
  id: number;
  call_date: Date | string;
  call_from: string;
  call_to: string;
  hangup_cause: string;
  duration_seconds: number;
  is_blocked: boolean;
  /** From the carrier's caller lookup (caller_lookups): none yet is no name, not spam. */
  caller_name: string | null;
  spam_likely: boolean;
  /** The voicemail the caller left after this call (its call_id is this call), if any. */
  voicemail_id: number | null;
}

/** A user's calls the history shows (not hidden), as CallLogRow: for a query to order and limit. */
export function visibleCallLogRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('calls as c')
    .leftJoin('caller_lookups as l', 'l.phone_number', 'c.third_party_number')
    .select(['c.id', 'c.call_date', 'c.call_from', 'c.call_to', 'c.hangup_cause', 'c.duration_seconds', 'l.caller_name'])
    .select([otherPartySpamLikely, otherPartyIsBlocked, voicemailIdOfCall])
    .where('c.user_id', '=', userId)
    .where('c.hidden_at', 'is', null);
}

/**
 * The user's visible calls, newest first, each with whether its other party is blocked: one query
 * on the partial index calls_visible_by_date, the block lookup on blocked_numbers' unique index,
 * the other party's caller name and spam likelihood by caller_lookups' primary key (none
 * looked up yet: no name, not spam), and the voicemail left after it by voicemails_by_received.
 */
export function listVisibleCalls(db: Kysely<Database>, userId: number): Promise<CallLogRow[]> {
  return visibleCallLogRows(db, userId)
    .orderBy('c.call_date', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** Hides one of the user's calls from the log; false if the user has no call with that id. */
export async function hideCall(db: Kysely<Database>, userId: number, callId: number): Promise<boolean> {
  const row = await db
    .updateTable('calls')
    .set({ hidden_at: sql<Date>`coalesce(hidden_at, now())` })
    .where('id', '=', callId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewCall {
  userId: number;
  externalId: string;
  callDate: Date | string;
  callFrom: string;
  callTo: string;
  thirdPartyNumber: string;
  hangupCause: string;
  durationSeconds: number;
}

/** Stores a call once per external id; a re-delivered call changes nothing. */
export async function insertCall(db: Kysely<Database>, call: NewCall): Promise<void> {
  await db
    .insertInto('calls')
    .values({
      user_id: call.userId,
      external_id: call.externalId,
      call_date: call.callDate,
      call_from: call.callFrom,
      call_to: call.callTo,
      third_party_number: call.thirdPartyNumber,
      hangup_cause: call.hangupCause,
      duration_seconds: call.durationSeconds,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'external_id']).doNothing())
    .execute();
}
