import { sql, type Kysely } from 'kysely';

/**
 * Cancelling keeps the paid time: a cancelled subscription stays 'active' with renewal off
 * (`renewal_off_at`: when the customer cancelled) until its paid period ends; then it lapses to
 * 'canceled' with canceled_at = current_period_end. Null: the plan renews.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions add column renewal_off_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table subscriptions drop column if exists renewal_off_at`.execute(db);
}
