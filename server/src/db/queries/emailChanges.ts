import type { Kysely, Selectable } from 'kysely';
import { generateToken, hashToken } from '../../lib/secureTokens';
import type { Database, EmailChangesTable } from '../schema';

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

/** The pending change of a confirmation token, if it is unused, not replaced and unexpired. */
export function findPendingEmailChange(db: Kysely<Database>, token: string): Promise<EmailChange | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('confirmed_at', 'is', null)
    .where('canceled_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** The confirmed change an undo token may still reverse. */
export function findUndoableEmailChange(db: Kysely<Database>, token: string): Promise<EmailChange | undefined> {
  return db
    .selectFrom('email_changes')
    .selectAll()
    .where('undo_token_hash', '=', hashToken(token))
    .where('undone_at', 'is', null)
    .where('undo_expires_at', '>', new Date())
    .executeTakeFirst();
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
