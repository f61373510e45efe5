import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface NewPushSubscription {
  id: string;
  userId: number;
  sessionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  kinds: string[];
  previews: boolean;
}

/** Stores a device's subscription, or updates the one with the same endpoint (the device subscribed again). */
export async function upsertPushSubscription(db: Kysely<Database>, subscription: NewPushSubscription): Promise<void> {
  const { id, userId, sessionId, endpoint, p256dh, auth, kinds, previews } = subscription;
  await db
    .insertInto('push_subscriptions')
    .values({ id, user_id: userId, session_id: sessionId, endpoint, p256dh, auth, kinds, previews })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({ user_id: userId, session_id: sessionId, p256dh, auth, kinds, previews, failures: 0 }),
    )
    .execute();
}

/** The subscription ids a session's devices hold. */
export async function pushSubscriptionIdsOfSession(db: Kysely<Database>, sessionId: number): Promise<string[]> {
  const rows = await db.selectFrom('push_subscriptions').select('id').where('session_id', '=', sessionId).execute();
  return rows.map((row) => row.id);
}
