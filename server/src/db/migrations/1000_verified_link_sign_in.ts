import { sql, type Kysely } from 'kysely';

/**
 * Two more one-time token purposes, for signing in by the verification link in the browser that
 * registered (and only there):
 *
 * - verify_browser: a key the register page receives (after proving the password) and keeps in
 *   that browser; only its hash is stored.
 * - verified_sign_in: issued when the emailed verification link is followed, handed to the login
 *   page in the redirect's fragment; it signs in together with the browser's key, never alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table one_time_tokens drop constraint if exists one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('verify_email', 'password_reset', 'sign_in', 'verify_browser', 'verified_sign_in'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from one_time_tokens where purpose in ('verify_browser', 'verified_sign_in')`.execute(db);
  await sql`alter table one_time_tokens drop constraint if exists one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('verify_email', 'password_reset', 'sign_in'))`.execute(db);
}
