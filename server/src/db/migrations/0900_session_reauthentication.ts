import { sql, type Kysely } from 'kysely';

/**
 * When the session last proved who holds it ("sudo mode"): set at sign-in and by
 * POST /api/account/reauth, read before account deletion and eSIM purchase or details. Null: never
 * (sessions from before, or made without a sign-in). An update of it is announced like any other
 * session change (migration 0400), so every server's kept copy stays current.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column reauthenticated_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions drop column if exists reauthenticated_at`.execute(db);
}
