import { sql, type Kysely } from 'kysely';

/**
 * Passkeys (WebAuthn credentials) a customer registered, and the challenges the server handed out
 * for them. Challenges live in the database, never in one instance's memory: the answer may reach
 * another instance. A challenge is single use (deleted when consumed) and expires.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table passkeys (
    id integer generated always as identity primary key,
    user_id integer not null references users(id) on delete cascade,
    credential_id text not null unique check (credential_id ~ '^[A-Za-z0-9_-]+$'),
    public_key bytea not null,
    counter bigint not null default 0 check (counter >= 0),
    transports text[] not null default '{}',
    device_label text not null,
    created_at timestamptz not null default now(),
    last_used_at timestamptz,
    backed_up boolean not null default false
  )`.execute(db);
  await sql`create index passkeys_user_id on passkeys (user_id)`.execute(db);
  await sql`create table passkey_challenges (
    challenge text primary key,
    purpose text not null check (purpose in ('register', 'sign-in', 'proof')),
    user_id integer references users(id) on delete cascade,
    session_id integer references sessions(id) on delete cascade,
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index passkey_challenges_expires_at on passkey_challenges (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists passkey_challenges`.execute(db);
  await sql`drop table if exists passkeys`.execute(db);
}
