import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/**
 * Records that an event was received; false if it was recorded before (a retry). Run it in the
 * transaction that stores the event, so a failed store leaves the event free to be retried.
 */
export async function recordWebhookEvent(db: Kysely<Database>, source: string, externalId: string): Promise<boolean> {
  const row = await db
    .insertInto('webhook_events')
    .values({ source, external_id: externalId })
    .onConflict((conflict) => conflict.columns(['source', 'external_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
