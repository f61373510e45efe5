import { sql, type Kysely } from 'kysely';

/**
 * The sandbox eSIM operator's books of data the sandbox network simulator spent: added to the
 * usage it reports for that profile and day, shared by every instance (a simulation on one is
 * reported by all). Only a sandbox server writes it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table sandbox_esim_usage (
    provider_esim_id text not null,
    usage_date date not null,
    downlink_mb double precision not null,
    uplink_mb double precision not null,
    primary key (provider_esim_id, usage_date)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_esim_usage`.execute(db);
}
