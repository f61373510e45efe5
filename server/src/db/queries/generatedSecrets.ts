import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

const randomSecret = () => randomBytes(32).toString('base64url');

/**
 * The secret called `name`, made by `make` (by default 32 random bytes, base64url) and stored on
 * first use. When two servers race, the first insert wins and both read that one, so every
 * instance shares it. An existing secret is read first, so a costly `make` (a key pair) runs once.
 */
export async function loadOrCreateGeneratedSecret(db: Kysely<Database>, name: string, make: () => string | Promise<string> = randomSecret): Promise<string> {
  const read = () => db.selectFrom('generated_secrets').select('secret').where('name', '=', name).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.secret;
  await db
    .insertInto('generated_secrets')
    .values({ name, secret: await make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error(`The generated secret ${name} could not be stored.`);
  return stored.secret;
}
