import type { Kysely, Selectable } from 'kysely';
import { generateToken, hashToken } from '../../lib/secureTokens';
import type { Database, EmailChangesTable } from '../schema';
import type { Executor } from './executor';

export type EmailChange = Selectable<EmailChangesTable>;

/** Voids the user's changes still waiting for their link: only the newest request may take effect. */
export async function cancelPendingEmailChanges(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ canceled_at: new Date() })
    .where('user_id', '=', userId)
    .where('confirmed_at', 'is', null)
    .where('canceled_at', 'is', null)
    .execute();
}

/** Records a pending change and returns the token to mail to the new address (only its hash is kept). */
export async function insertEmailChange(
  db: Kysely<Database>,
  change: { userId: number; oldEmail: string; newEmail: string; ttlMs: number },
): Promise<string> {
  const token = generateToken();
  await db
    .insertInto('email_changes')
    .values({
      user_id: change.userId,
      old_email: change.oldEmail,
      new_email: change.newEmail,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + change.ttlMs),
    })
    .execute();
  return token;
}

/** How a change is looked up: locked until the transaction ends (to act on it), as of `now`. */
export interface ChangeLookup {
  forUpdate?: boolean;
  now?: Date;
}

/** The pending change of a confirmation token, if it is unused, not replaced and unexpired. */
export function findPendingEmailChange(db: Executor, token: string, lookup: ChangeLookup = {}): Promise<EmailChange | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('confirmed_at', 'is', null)
    .where('canceled_at', 'is', null)
    .where('expires_at', '>', lookup.now ?? new Date())
    .$if(lookup.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** The confirmed change an undo token may still reverse. */
export function findUndoableEmailChange(db: Executor, token: string, lookup: ChangeLookup = {}): Promise<EmailChange | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('undo_token_hash', '=', hashToken(token))
    .where('undone_at', 'is', null)
    .where('undo_expires_at', '>', lookup.now ?? new Date())
    .$if(lookup.forUpdate === true, (query) => query.forUpdate())
    .executeTakeFirst();
}

/** Voids one change (its new address turned out to be taken). */
export async function cancelEmailChange(db: Executor, changeId: number, now: Date): Promise<void> {
  await db.updateTable('email_changes').set({ canceled_at: now }).where('id', '=', changeId).execute();
}

/** Records a change as confirmed, with the address it replaced and the undo link's token hash. */
export async function recordEmailChangeConfirmed(db: Executor, changeId: number, confirmed: { oldEmail: string; now: Date; undoTokenHash: string; undoExpiresAt: Date }): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ old_email: confirmed.oldEmail, confirmed_at: confirmed.now, undo_token_hash: confirmed.undoTokenHash, undo_expires_at: confirmed.undoExpiresAt })
    .where('id', '=', changeId)
    .execute();
}

/** Records a confirmed change as undone. */
export async function markEmailChangeUndone(db: Executor, changeId: number, now: Date): Promise<void> {
  await db.updateTable('email_changes').set({ undone_at: now }).where('id', '=', changeId).execute();
}

/** Voids the user's changes made after `changeId` that are not undone, and their undo links. */
export async function cancelLaterEmailChanges(db: Executor, userId: number, changeId: number, now: Date): Promise<void> {
  await db
    .updateTable('email_changes')
    .set({ canceled_at: now, undo_expires_at: now })
    .where('user_id', '=', userId)
    .where('id', '>', changeId)
    .where('undone_at', 'is', null)
    .execute();
}

/**
 * True if `email` belongs to another account, or is the old address of another account's change
 * whose undo link still works (kept for its owner, so that a sign-up cannot block the undo).
 */
export async function isEmailTakenByOther(db: Kysely<Database>, email: string, userId: number | null): Promise<boolean> {
  const owner = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (owner && owner.id !== userId) return true;
  let reservation = db
    .selectFrom('email_changes')
    .select('id')
    .where('old_email', '=', email)
    .where('undo_token_hash', 'is not', null)
    .where('undone_at', 'is', null)
    .where('undo_expires_at', '>', new Date());
  if (userId !== null) reservation = reservation.where('user_id', '<>', userId);
  return (await reservation.executeTakeFirst()) !== undefined;
}
