import { sql, type Kysely } from 'kysely';

/**
 * The sandbox card processor's own books (see providers/payments/sandboxPaymentProvider.ts). They
 * stand in for Stripe's side, so they have no foreign keys to our tables: like Stripe's records,
 * they outlive an account deletion. Kept in the database so that idempotency survives restarts.
 */
const statements = [
  sql`create table sandbox_payment_customers (
    id text primary key,
    user_id integer not null,
    email text not null,
    default_payment_method_id text,
    created_at timestamptz not null default now()
  )`,
  sql`create table sandbox_payment_methods (
    id text primary key,
    customer_id text not null references sandbox_payment_customers(id) on delete cascade,
    card_token text not null,
    brand text not null,
    last4 text not null,
    created_at timestamptz not null default now()
  )`,
  sql`create table sandbox_charges (
    id text primary key,
    idempotency_key text not null unique,
    customer_id text not null,
    payment_method_id text,
    amount_cents integer not null check (amount_cents >= 0),
    currency text not null,
    description text not null default '',
    status text not null check (status in ('succeeded', 'failed')),
    failure_code text,
    failure_message text,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sandbox_charges', 'sandbox_payment_methods', 'sandbox_payment_customers']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
