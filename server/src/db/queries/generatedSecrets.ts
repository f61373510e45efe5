import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * The secret called `name`, made (32 random bytes, base64url) and stored on first use. When two
 * servers race, the first insert wins and both read that one, so every instance shares it.
 */
export async function loadOrCreateGeneratedSecret(db: Kysely<Database>, name: string): Promise<string> {
  await db
    .insertInto('generated_secrets')
    .values({ name, secret: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('generated_secrets').select('secret').where('name', '=', name).executeTakeFirstOrThrow();
  return row.secret;
}
