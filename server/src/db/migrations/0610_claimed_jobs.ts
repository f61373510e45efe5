import { sql, type Kysely } from 'kysely';

/**
 * Jobs that any live instance may run, each claimed in the database so that exactly one runs it
 * (UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED), setting a lease), whoever scheduled it:
 *
 * - port completions: phones.port_completes_at is when to ask the carrier (it was already); a
 *   claim moves it a lease ahead, so a run cut short is retried when the lease ends;
 * - renewals: subscriptions.renewal_claimed_until, the lease of the instance renewing it;
 * - settling pending payments (billing/pendingPayments.ts): payments.provider_key is the key the
 *   provider knows the charge by, fixed when the attempt is recorded (before, it was derived from
 *   the idempotency key, which a takeover may change), and payments.purchase what the payment
 *   buys, so that whichever instance finds a charge taken and unrecorded can record it and its
 *   effect as the purchase would have. Attempts recorded before this migration have neither and
 *   are left to the customer's retry, as before.
 */
const statements = [
  sql`alter table subscriptions add column renewal_claimed_until timestamptz`,
  sql`create index subscriptions_active_by_period_end on subscriptions (current_period_end) where status = 'active'`,
  sql`alter table payments add column provider_key text`,
  sql`alter table payments add column purchase jsonb`,
  sql`create index payments_pending_by_creation on payments (created_at) where status = 'pending'`,
  sql`create index phones_pending_ports_by_due_time on phones (port_completes_at) where status = 'port_pending'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists phones_pending_ports_by_due_time`.execute(db);
  await sql`drop index if exists payments_pending_by_creation`.execute(db);
  await sql`alter table payments drop column if exists purchase`.execute(db);
  await sql`alter table payments drop column if exists provider_key`.execute(db);
  await sql`drop index if exists subscriptions_active_by_period_end`.execute(db);
  await sql`alter table subscriptions drop column if exists renewal_claimed_until`.execute(db);
}
