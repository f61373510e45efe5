import { sql, type Kysely } from 'kysely';

/**
 * Money customers can trust:
 *
 * - upgrade_quotes: the priced confirmation of an upgrade (billing/upgradeQuotes.ts), stored so
 *   that the charge is exactly what was shown: single use (used_by_payment_id), short-lived
 *   (expires_at), and tied to the period it prorates (subscription, plan and period end), so a
 *   quote outlived by a change of plan or period is refused as stale;
 * - payments: the card each charge was made with (history and receipts), the prorated credit an
 *   upgrade applied (what the period was worth is amount + credit), and when the receipt mail and
 *   the failed-renewal mail went out (each once);
 * - an index for the billing history, read newest first by keyset (user, id).
 */
const statements = [
  sql`create table upgrade_quotes (
    id text primary key,
    user_id integer not null references users(id) on delete cascade,
    plan_id integer not null references plans(id),
    subscription_id integer not null references subscriptions(id) on delete cascade,
    from_plan_id integer not null references plans(id),
    period_end timestamptz not null,
    prorated_at timestamptz not null,
    credit_cents integer not null check (credit_cents >= 0),
    plan_total_cents integer not null check (plan_total_cents >= 0),
    amount_due_cents integer not null check (amount_due_cents >= 0),
    renews_at timestamptz not null,
    expires_at timestamptz not null,
    used_by_payment_id integer references payments(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  sql`create index upgrade_quotes_by_user on upgrade_quotes (user_id, created_at)`,
  sql`alter table payments add column card_brand text`,
  sql`alter table payments add column card_last4 text`,
  sql`alter table payments add column credit_applied_cents integer not null default 0 check (credit_applied_cents >= 0)`,
  sql`alter table payments add column receipt_mailed_at timestamptz`,
  sql`alter table payments add column failure_mailed_at timestamptz`,
  sql`create index payments_history on payments (user_id, id desc)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists payments_history`.execute(db);
  for (const column of ['failure_mailed_at', 'receipt_mailed_at', 'credit_applied_cents', 'card_last4', 'card_brand']) {
    await sql`alter table payments drop column if exists ${sql.ref(column)}`.execute(db);
  }
  await sql`drop table if exists upgrade_quotes`.execute(db);
}
