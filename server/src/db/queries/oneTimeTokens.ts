import type { Kysely, Selectable, Transaction } from 'kysely';
import { generateToken, hashToken } from '../../lib/secureTokens';
import type { Database, OneTimeTokenPurpose, OneTimeTokensTable } from '../schema';

export type OneTimeToken = Selectable<OneTimeTokensTable>;

export interface IssueOptions {
  userId: number;
  purpose: OneTimeTokenPurpose;
  ttlMs: number;
  /** For verify_email: the address the link proves. */
  email?: string;
}

/**
 * Issues a single-use link token and returns it (only its hash is stored). Earlier unused tokens
 * of the same purpose stop working, so only the newest emailed link is valid.
 */
export async function issueOneTimeToken(db: Kysely<Database>, options: IssueOptions): Promise<string> {
  const token = generateToken();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('one_time_tokens')
      .set({ used_at: new Date() })
      .where('user_id', '=', options.userId)
      .where('purpose', '=', options.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('one_time_tokens')
      .values({
        user_id: options.userId,
        purpose: options.purpose,
        token_hash: hashToken(token),
        email: options.email ?? null,
        expires_at: new Date(Date.now() + options.ttlMs),
      })
      .execute();
  });
  return token;
}

/** Runs `work` in `db` if it is a transaction already (the caller's, so that it commits with its other writes), else in a new one. */
function inTransaction(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}

/** The token's row if it is unused and unexpired, without using it up (to show a form). */
export function findUsableOneTimeToken(db: Kysely<Database>, token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeToken | undefined> {
  return db
    .selectFrom('one_time_tokens')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Uses the token up in one statement, so two simultaneous uses cannot both succeed. */
export function consumeOneTimeToken(db: Kysely<Database>, token: string, purpose: OneTimeTokenPurpose): Promise<OneTimeToken | undefined> {
  return db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returningAll()
    .executeTakeFirst();
}

/** Cancels a user's outstanding tokens of one purpose (e.g. reset links after a password change). */
export async function cancelOneTimeTokens(db: Kysely<Database>, userId: number, purpose: OneTimeTokenPurpose): Promise<void> {
  await db
    .updateTable('one_time_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/**
 * The database work of issueOneTimeToken for an email with no account, changing nothing: a
 * request about an unknown email loads the server as much as one about a real account.
 */
export async function issueDecoyOneTimeToken(db: Kysely<Database>, purpose: OneTimeTokenPurpose): Promise<void> {
  const tokenHash = hashToken(generateToken());
  await inTransaction(db, async (trx) => {
    await trx.updateTable('one_time_tokens').set({ used_at: new Date() }).where('user_id', '=', 0).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
    await trx.selectFrom('one_time_tokens').select('id').where('token_hash', '=', tokenHash).executeTakeFirst();
  });
}
