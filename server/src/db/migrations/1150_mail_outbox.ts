import { sql, type Kysely } from 'kysely';

/**
 * mail_outbox: every mail the app sends, written in the transaction of the change that causes it
 * (or before the answer), then sent by a job on any instance with retries (mail/mailSender.ts).
 * `message` is the mail itself, or what to compose it from (a password reset request).
 * sandbox_outbox gains the message's key, so that a mail sent again after a crash is stored once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table mail_outbox (
    id integer generated always as identity primary key,
    idempotency_key text not null unique,
    message jsonb not null,
    created_at timestamptz not null default now(),
    attempts integer not null default 0,
    next_attempt_at timestamptz not null default now(),
    claimed_until timestamptz,
    last_error text,
    sent_at timestamptz,
    failed_at timestamptz
  )`.execute(db);
  // The sender's look for due mail, and the operator's for what is stuck, read only unsent rows.
  await sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where sent_at is null and failed_at is null`.execute(db);
  await sql`create index mail_outbox_done on mail_outbox (sent_at) where sent_at is not null`.execute(db);
  await sql`alter table sandbox_outbox add column idempotency_key text unique`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sandbox_outbox drop column if exists idempotency_key`.execute(db);
  await sql`drop table if exists mail_outbox`.execute(db);
}
