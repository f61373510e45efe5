import { sql, type Kysely } from 'kysely';

/**
 * What several instances on one database must agree on:
 * - live_event_streams: every open live-activity stream, so that a customer's cap counts the
 *   streams of every instance. `id` gives the order of opening (the oldest is the smallest);
 *   `heartbeat_at` is renewed every few seconds by the instance holding the stream, and a row not
 *   renewed for a while (its instance died) no longer counts and is swept. A stream whose row was
 *   deleted (beyond the cap, opened on another instance) is ended by its instance on its next beat.
 * - heavy_read_turns: the customer's turns for heavy reads, one row per turn held (`slot` below
 *   the number allowed at once), each a lease renewed while its read runs: a lease not renewed (its
 *   instance died) lapses and the turn is free again.
 * - sandbox_esim_profiles: what the sandbox eSIM operator provisioned, by idempotency key, so that
 *   any instance asked again with a key answers the profile the first one made.
 * The first two are unlogged: rewritten every few seconds, worthless after a crash (the instances
 * then end their streams, whose clients reconnect, and the turns are all free).
 */
const statements = [
  sql`create unlogged table live_event_streams (
    id bigserial primary key,
    user_id integer not null,
    instance_id text not null,
    opened_at timestamptz not null default now(),
    heartbeat_at timestamptz not null default now()
  )`,
  sql`create index live_event_streams_user on live_event_streams (user_id, id)`,
  sql`create unlogged table heavy_read_turns (
    user_id integer not null,
    slot integer not null,
    holder text not null,
    lease_until timestamptz not null,
    primary key (user_id, slot)
  )`,
  sql`create table sandbox_esim_profiles (
    idempotency_key text primary key,
    provider_esim_id text not null unique,
    iccid text not null,
    text_qr_code text not null,
    provisioned_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists sandbox_esim_profiles`.execute(db);
  await sql`drop table if exists heavy_read_turns`.execute(db);
  await sql`drop table if exists live_event_streams`.execute(db);
}
