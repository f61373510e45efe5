import { sql, type Kysely } from 'kysely';

/**
 * State that every server instance on the database must share to protect sign-in:
 *
 * - rate_limit_counters: attempt counters (http/rateLimit.ts: one atomic upsert per attempt)
 *   and wrong-password streaks with their lock (auth/passwordAttempts.ts: admitted under row
 *   locks), so that N instances give an attacker no more than one does. `key` is a SHA-256 of what
 *   is counted (an address, an account, a device), so no email or address is stored in clear.
 *   Rows past `expires_at` mean nothing and are swept.
 * - generated_secrets: a secret made on first use when the configuration gives none (the device
 *   cookie's HMAC key), inserted once and read by every instance.
 * - social_sign_in_nonces: the nonces handed out for Google and Apple sign-in (SHA-256 only),
 *   deleted when a token bringing one back is accepted, so that one ID token signs in once.
 */
const statements = [
  sql`create table rate_limit_counters (
    key text primary key,
    count integer not null,
    last_at timestamptz not null,
    expires_at timestamptz not null,
    locked_until timestamptz
  )`,
  sql`create index rate_limit_counters_expires_at on rate_limit_counters (expires_at)`,
  sql`create table generated_secrets (
    name text primary key,
    secret text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table social_sign_in_nonces (
    nonce_hash text primary key,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
  sql`create index social_sign_in_nonces_expires_at on social_sign_in_nonces (expires_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['social_sign_in_nonces', 'generated_secrets', 'rate_limit_counters']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
