import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

export interface VoicemailRow {
  id: number;
  from_number: string;
  caller_name: string | null;
  received_at: Date | string;
  duration_seconds: number;
  transcript: string | null;
  heard_at: Date | null;
  /** The missed call the caller left it after, when the call log has one. */
  call_id: number | null;
  /** From the carrier's caller lookup (caller_lookups): none yet is not spam. */
  spam_likely: boolean;
}

export interface NewVoicemail {
  userId: number;
  externalId: string;
  fromNumber: string;
  callerName: string | null;
  receivedAt: Date | string;
  durationSeconds: number;
  transcript: string | null;
  recordingUrl: string;
}

/** Stores a voicemail once per carrier event id; a re-delivery changes nothing. */
export async function insertVoicemail(db: Kysely<Database>, voicemail: NewVoicemail): Promise<void> {
  await db
    .insertInto('voicemails')
    .values({
      user_id: voicemail.userId,
      external_id: voicemail.externalId,
      from_number: voicemail.fromNumber,
      caller_name: voicemail.callerName,
      received_at: voicemail.receivedAt,
      duration_seconds: voicemail.durationSeconds,
      transcript: voicemail.transcript,
      recording_url: voicemail.recordingUrl,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'external_id']).doNothing())
    .execute();
}

/**
 * The call the voicemail aliased `voicemail` followed. Carriers report the two as separate events
 * with no link between them, so it is the caller's own call to the customer that began at most 10
 * minutes before the voicemail (ringing, then the greeting) and at most 1 minute after (clocks of
 * two systems), nearest first; hidden calls are not linked to.
 */
function callFollowedBy(voicemail: 'v' | 'vc') {
  const v = sql.raw(voicemail);
  return sql<number | null>`(
    select mc.id from calls mc
    where mc.user_id = ${v}.user_id and mc.call_from = ${v}.from_number and mc.hidden_at is null
      and mc.call_date between ${v}.received_at - interval '10 minutes' and ${v}.received_at + interval '1 minute'
    order by abs(extract(epoch from (mc.call_date - ${v}.received_at))), mc.id desc
    limit 1
  )`;
}

const matchingCallId = callFollowedBy('v');

/**
 * The voicemail left after the call aliased `c` (calls): the first of the voicemails whose matching
 * call (above) is this one, found among the caller's voicemails of the minutes after the call by
 * voicemails_by_received. Its voicemail's call_id and this are the same link, read from either end.
 */
export const voicemailIdOfCall = sql<number | null>`(
  select vc.id from voicemails vc
  where vc.user_id = c.user_id and vc.from_number = c.call_from
    and vc.received_at between c.call_date - interval '1 minute' and c.call_date + interval '10 minutes'
    and ${callFollowedBy('vc')} = c.id
  order by vc.received_at, vc.id
  limit 1
)`.as('voicemail_id');

/**
 * Who the caller is, by caller_lookups' primary key: the name the carrier sent with the voicemail,
 * else the lookup's; spam as the lookup rates it (none looked up yet: not spam).
 */
const callerColumns = [
  sql<string | null>`coalesce(v.caller_name, l.caller_name)`.as('caller_name'),
  sql<boolean>`coalesce(l.spam_likely, false)`.as('spam_likely'),
] as const;

/** The user's voicemails as the inbox and the live stream send them: with the caller and the call each followed. */
function userVoicemails(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('voicemails as v')
    .leftJoin('caller_lookups as l', 'l.phone_number', 'v.from_number')
    .select(['v.id', 'v.from_number', 'v.received_at', 'v.duration_seconds', 'v.transcript', 'v.heard_at'])
    .select(callerColumns)
    .select(matchingCallId.as('call_id'))
    .where('v.user_id', '=', userId);
}

/**
 * One page of the user's voicemails, newest first (received_at, then id), after the voicemail
 * `beforeId` when given: a keyset page, stable while new ones arrive. An id that is not the
 * user's gives an empty page.
 */
export function listVoicemails(db: Kysely<Database>, userId: number, { beforeId, limit }: { beforeId?: number; limit: number }): Promise<VoicemailRow[]> {
  let query = userVoicemails(db, userId);
  if (beforeId !== undefined) {
    query = query.where(
      sql<boolean>`(v.received_at, v.id) < (select b.received_at, b.id from voicemails b where b.id = ${beforeId} and b.user_id = ${userId})`,
    );
  }
  return query.orderBy('v.received_at', 'desc').orderBy('v.id', 'desc').limit(limit).execute();
}

/** How many of the user's voicemails are not heard yet. */
export async function countUnheardVoicemails(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('voicemails')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('user_id', '=', userId)
    .where('heard_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Where the carrier keeps one of the user's recordings; undefined when the user has no such voicemail. */
export async function findVoicemailRecording(db: Kysely<Database>, userId: number, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('voicemails').select('recording_url').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  return row?.recording_url;
}

/** Marks one of the user's voicemails heard (the first time counts); false when the user has no such voicemail. */
export async function markVoicemailHeard(db: Kysely<Database>, userId: number, id: number): Promise<boolean> {
  const row = await db
    .updateTable('voicemails')
    .set({ heard_at: sql<Date>`coalesce(heard_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The user's newest voicemail id (0 when none): where a live stream starts reading. */
export async function newestVoicemailId(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('voicemails')
    .select((eb) => eb.fn.max('id').as('m'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.m ?? 0);
}

/** At most `limit` of the user's voicemails with an id above `afterId`, oldest id first (the live stream's read). */
export function voicemailsAfter(db: Kysely<Database>, userId: number, afterId: number, limit: number): Promise<VoicemailRow[]> {
  return userVoicemails(db, userId)
    .where('v.id', '>', afterId)
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

/** The user's voicemail stored for the carrier's event `externalId`, and whether the customer blocked its caller. */
export function voicemailByExternalId(db: Kysely<Database>, userId: number, externalId: string): Promise<(VoicemailRow & { is_blocked: boolean }) | undefined> {
  return userVoicemails(db, userId)
    .select(sql<boolean>`exists (select 1 from blocked_numbers b where b.user_id = v.user_id and b.phone_number = v.from_number)`.as('is_blocked'))
    .where('v.external_id', '=', externalId)
    .executeTakeFirst();
}
