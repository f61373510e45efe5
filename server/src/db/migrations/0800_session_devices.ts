import { sql, type Kysely } from 'kysely';

/**
 * What the account page's 'Signed-in devices' shows of each session: the browser's
 * user agent and address at sign-in, and an id to name the session by that is neither its row
 * number (which would count every customer's sign-ins) nor anything derived from its token.
 * Sessions made before keep no device ('Unknown device'); each gets its id here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column public_id uuid not null default gen_random_uuid()`.execute(db);
  await sql`create unique index sessions_public_id_key on sessions (public_id)`.execute(db);
  await sql`alter table sessions add column user_agent text check (char_length(user_agent) <= 300)`.execute(db);
  await sql`alter table sessions add column ip text check (char_length(ip) <= 64)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_public_id_key`.execute(db);
  await sql`alter table sessions drop column if exists ip`.execute(db);
  await sql`alter table sessions drop column if exists user_agent`.execute(db);
  await sql`alter table sessions drop column if exists public_id`.execute(db);
}
