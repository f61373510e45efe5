import { sql, type Kysely } from 'kysely';

/**
 * eSIM data top-ups: a catalogue of data packages added to an existing eSIM profile, and the
 * top-ups bought (one per payment), whose data adds to the eSIM's allowance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table esim_topup_plans (
    id integer generated always as identity primary key,
    data_mb integer not null check (data_mb > 0),
    price_cents integer not null check (price_cents > 0),
    sort_order integer not null default 0,
    active boolean not null default true
  )`.execute(db);
  await sql`create table esim_topups (
    id integer generated always as identity primary key,
    esim_id integer not null references esims(id) on delete cascade,
    topup_plan_id integer not null references esim_topup_plans(id),
    payment_id integer unique references payments(id) on delete set null,
    data_mb integer not null check (data_mb > 0),
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index esim_topups_esim_id on esim_topups(esim_id)`.execute(db);
  await sql`insert into esim_topup_plans (data_mb, price_cents, sort_order) values (500, 499, 1), (1024, 799, 2)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists esim_topups`.execute(db);
  await sql`drop table if exists esim_topup_plans`.execute(db);
}
