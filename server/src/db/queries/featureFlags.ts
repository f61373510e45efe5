import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** A flag nobody has set is off. */
export async function isFeatureEnabled(db: Kysely<Database>, name: string): Promise<boolean> {
  const row = await db.selectFrom('feature_flags').select('enabled').where('name', '=', name).executeTakeFirst();
  return row?.enabled ?? false;
}

export async function setFeatureFlag(db: Kysely<Database>, name: string, enabled: boolean): Promise<void> {
  await db
    .insertInto('feature_flags')
    .values({ name, enabled })
    .onConflict((oc) => oc.column('name').doUpdateSet({ enabled, updated_at: new Date() }))
    .execute();
}
