import type { Kysely } from 'kysely';
import type { Database, Session } from '../schema';

/** Where a session was started from (sessions API); absent for sessions made without a request. */
export interface SessionDevice {
  userAgent: string | null;
  ip: string | null;
}

/**
 * A new session; its id. `reauthenticatedAt` is the sign-in's time when a sign-in makes it (a
 * sign-in proves who holds the session); sessions made otherwise have no proof.
 */
export async function insertSession(
  db: Kysely<Database>,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
  device?: SessionDevice,
  reauthenticatedAt: Date | null = null,
): Promise<number> {
  const row = await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, user_agent: device?.userAgent ?? null, ip: device?.ip ?? null, reauthenticated_at: reauthenticatedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A live session, with what every authenticated request may need to know about its user, and
 * what a kept copy needs to tell on its own when it lapses (auth/sessionCache.ts).
 */
export type LiveSession = Pick<Session, 'id' | 'user_id' | 'last_used_at' | 'expires_at' | 'reauthenticated_at'> & {
  /**
   * Read here, with the session (and kept with it by auth/sessionCache.ts), so that serving a kept
   * call log costs no query of its own (routes/calls.ts).
   */
  call_log_version: number;
  /** Likewise for the chats answer (routes/chats.ts, migration 0550). */
  chats_version: number;
  /** Likewise for the billing history's first page (routes/billing.ts, migration 0850). */
  billing_history_version: number;
};

/** The session of a token hash if it is neither revoked nor past its absolute or idle end. */
export function findLiveSession(db: Kysely<Database>, tokenHash: string, now: Date, idleMs: number): Promise<LiveSession | undefined> {
  return db
    .selectFrom('sessions as s')
    .select((eb) => [
      's.id',
      's.user_id',
      's.last_used_at',
      's.expires_at',
      's.reauthenticated_at',
      // A scalar subquery, not a join: PGlite plans it in well under half the time, and every
      // authenticated request the session cache cannot answer waits for this query.
      eb.selectFrom('users as u').select('u.call_log_version').whereRef('u.id', '=', 's.user_id').$asScalar().$notNull().as('call_log_version'),
      eb.selectFrom('users as u').select('u.chats_version').whereRef('u.id', '=', 's.user_id').$asScalar().$notNull().as('chats_version'),
      eb.selectFrom('users as u').select('u.billing_history_version').whereRef('u.id', '=', 's.user_id').$asScalar().$notNull().as('billing_history_version'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_used_at', '>', new Date(now.getTime() - idleMs))
    .executeTakeFirst();
}

export async function touchSession(db: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();
}

/** Records a proof of identity on the session (POST /account/reauth); announced like every session change. */
export async function markReauthenticated(db: Kysely<Database>, sessionId: number, at: Date): Promise<void> {
  await db.updateTable('sessions').set({ reauthenticated_at: at }).where('id', '=', sessionId).execute();
}

/** Whether the user had a session before `sessionId` (any, even ended): false for an account's first sign-in. */
export async function hadEarlierSession(db: Kysely<Database>, userId: number, sessionId: number): Promise<boolean> {
  const earlier = await db.selectFrom('sessions').select('id').where('user_id', '=', userId).where('id', '<', sessionId).limit(1).executeTakeFirst();
  return earlier !== undefined;
}

export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() }).where('id', '=', sessionId).execute();
}

/** Revokes every live session of a user, except `keepSessionId` when given (the caller's own). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, keepSessionId?: number): Promise<void> {
  let query = db.updateTable('sessions').set({ revoked_at: new Date() }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keepSessionId !== undefined) query = query.where('id', '<>', keepSessionId);
  await query.execute();
}

/** A live session as the sessions API lists it: never its token hash. */
export type ListedSession = Pick<Session, 'id' | 'public_id' | 'created_at' | 'last_used_at' | 'user_agent' | 'ip'>;

/** The user's live sessions (findLiveSession's rules), most recently used first. */
export function listLiveSessions(db: Kysely<Database>, userId: number, now: Date, idleMs: number): Promise<ListedSession[]> {
  return db
    .selectFrom('sessions')
    .select(['id', 'public_id', 'created_at', 'last_used_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_used_at', '>', new Date(now.getTime() - idleMs))
    .orderBy('last_used_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Revokes the user's live session named by its public id; false when the user has none by that
 * id (another user's, a revoked one, or none at all: the caller cannot tell them apart).
 */
export async function revokeUserSessionByPublicId(db: Kysely<Database>, userId: number, publicId: string): Promise<boolean> {
  const revoked = await db
    .updateTable('sessions')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('public_id', '=', publicId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return revoked !== undefined;
}
