import { sql, type Kysely } from 'kysely';

/**
 * State that lived in one server's memory or files and that every instance on the database must
 * share:
 *
 * - recaptcha_passes: a reCAPTCHA token that passed, as a SHA-256 per customer, good for that
 *   customer's next purchase step for a short while (billing/recentRecaptchaPasses.ts), so that a
 *   checkout's add-on answered by another instance reuses the pass instead of replaying the token
 *   to Google. Rows past `expires_at` mean nothing and are swept.
 * - sandbox_outbox: every message the sandbox mailer sends, beside its file under DATA_DIR, so that
 *   whoever reads the sandbox's mail (tests, a developer) finds it whichever instance sent it.
 * - the plans catalogue is kept in each server's memory (routes/plans.ts): any change to it is
 *   announced as 'plans' on the channel of migration 0400, so every server drops its copy.
 *   Statement-level, so a bulk change is announced once; sent at commit, never for a rollback.
 */
const statements = [
  sql`create table recaptcha_passes (
    user_id integer not null references users(id) on delete cascade,
    token_hash text not null,
    expires_at timestamptz not null,
    primary key (user_id, token_hash)
  )`,
  sql`create index recaptcha_passes_expires_at on recaptcha_passes (expires_at)`,
  sql`create table sandbox_outbox (
    id integer generated always as identity primary key,
    recipient text not null,
    subject text not null,
    message jsonb not null,
    sent_at timestamptz not null default now()
  )`,
  sql`create index sandbox_outbox_recipient on sandbox_outbox (recipient, id)`,
  sql`create function notify_plans_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_changes', 'plans');
      return null;
    end
  $$`,
  sql`create trigger plans_change_notifies after insert or update or delete or truncate on plans
    for each statement execute function notify_plans_change()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists plans_change_notifies on plans`.execute(db);
  await sql`drop function if exists notify_plans_change()`.execute(db);
  for (const table of ['sandbox_outbox', 'recaptcha_passes']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
