import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface StoredVapidKeys {
  publicKey: string;
  privateKey: string;
}

/** Keeps `candidate` unless a pair is stored already (another instance was first); returns the stored pair. */
export async function storeOrReadVapidKeys(db: Kysely<Database>, candidate: StoredVapidKeys): Promise<StoredVapidKeys> {
  await db
    .insertInto('push_vapid_keys')
    .values({ id: 1, public_key: candidate.publicKey, private_key: candidate.privateKey })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  const stored = await db.selectFrom('push_vapid_keys').select(['public_key', 'private_key']).where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: stored.public_key, privateKey: stored.private_key };
}
