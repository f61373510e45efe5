import { sql, type Kysely } from 'kysely';
import type { MigrationCompatibility } from '../migrationCompatibility';

/** A contract change: it drops recaptcha_passes, which older releases read and write: only releases that know this migration run on it. */
export const compatibility: MigrationCompatibility = { change: 'contract', oldestCompatibleRelease: '0940_single_use_recaptcha_passes' };

/**
 * A reCAPTCHA pass is good for one purchase:
 *
 * - recaptcha_passes: one row per token that passed (its SHA-256, unique across customers), bound
 *   to the customer and to the idempotency key of the purchase that first used it, so that the
 *   same purchase sent again is let through and any other refused; `companion_key` is the one
 *   credit add-on a checkout buys right after its plan with the same pass. The passes of the old
 *   shape (reusable for two minutes) are dropped: a purchase made with one asks for a new one.
 * - sandbox_recaptcha_tokens: the sandbox verifier's books, shared by every instance, so that it
 *   accepts each token once, as Google's siteverify does ('timeout-or-duplicate').
 */
const statements = [
  sql`drop table recaptcha_passes`,
  sql`create table recaptcha_passes (
    token_hash text primary key,
    user_id integer not null references users(id) on delete cascade,
    idempotency_key text not null,
    companion_key text,
    expires_at timestamptz not null
  )`,
  sql`create index recaptcha_passes_expires_at on recaptcha_passes (expires_at)`,
  sql`create table sandbox_recaptcha_tokens (
    token_hash text primary key,
    verified_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_recaptcha_tokens`.execute(db);
  await sql`drop table if exists recaptcha_passes`.execute(db);
  await sql`create table recaptcha_passes (
    user_id integer not null references users(id) on delete cascade,
    token_hash text not null,
    expires_at timestamptz not null,
    primary key (user_id, token_hash)
  )`.execute(db);
  await sql`create index recaptcha_passes_expires_at on recaptcha_passes (expires_at)`.execute(db);
}
