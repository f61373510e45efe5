import { sql, type Kysely } from 'kysely';

/**
 * The port tracker. A port request carries what the losing carrier needs (account
 * number, transfer PIN, service ZIP) and where it stands; its timeline is one row per change. The
 * phone row (phones, port_pending) still holds the number and its due time for the settle job.
 * The PIN is a credential: kept only while the carrier may need it (cleared on completion or a
 * final refusal), never answered; the account number is answered only as its last 4.
 */
const statements = [
  sql`create table port_requests (
    id serial primary key,
    public_id uuid not null default gen_random_uuid() unique,
    user_id integer not null references users(id) on delete cascade,
    phone_id integer references phones(id) on delete set null,
    phone_number text not null check (phone_number ~ '^[0-9]{10}$'),
    account_number text check (char_length(account_number) <= 20),
    pin text check (char_length(pin) <= 10),
    zip text check (zip ~ '^[0-9]{5}$'),
    status text not null check (status in ('submitted', 'carrier_review', 'scheduled', 'completed', 'rejected')),
    carrier_port_id text check (char_length(carrier_port_id) <= 200),
    scheduled_for date,
    rejection_code text check (char_length(rejection_code) <= 40),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index port_requests_by_user on port_requests (user_id, created_at desc)`,
  sql`create index port_requests_by_phone on port_requests (phone_id)`,
  sql`create table port_request_events (
    id serial primary key,
    port_request_id integer not null references port_requests(id) on delete cascade,
    status text not null,
    at timestamptz not null default now()
  )`,
  sql`create index port_request_events_by_request on port_request_events (port_request_id, at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists port_request_events`.execute(db);
  await sql`drop table if exists port_requests`.execute(db);
}
