import { sql, type Kysely } from 'kysely';

/**
 * Email changes that wait for proof: a change takes effect only when the link mailed
 * to the new address is followed, and the old address then gets a link that undoes it. Tokens are
 * stored as SHA-256 hashes only, like one_time_tokens.
 *
 * A row is pending (confirmed_at and canceled_at null, expires_at ahead), then confirmed (the
 * undo link is live until undo_expires_at), and possibly undone. While its undo link is live the
 * old address stays reserved for its owner: nobody can sign up with it to block the undo.
 */
const statements = [
  sql`create table email_changes (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    old_email text not null,
    new_email text not null check (new_email = lower(new_email)),
    token_hash text not null unique,
    expires_at timestamptz not null,
    confirmed_at timestamptz,
    canceled_at timestamptz,
    undo_token_hash text unique,
    undo_expires_at timestamptz,
    undone_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index email_changes_user_id on email_changes(user_id)`,
  sql`create index email_changes_old_email on email_changes(old_email) where undo_token_hash is not null and undone_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists email_changes`.execute(db);
}
