import { sql, type Kysely } from 'kysely';
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

/**
 * Stores a device's subscription, or moves the one with the same endpoint to this session and
 * customer (the device subscribed again, perhaps signed in as someone else), then keeps only the
 * customer's `keep` newest: the oldest beyond go in the same transaction. `created` tells a new
 * row from an updated one.
 */
export async function savePushSubscription(db: Kysely<Database>, subscription: NewPushSubscription, keep: number): Promise<{ id: string; created: boolean }> {
  const { id, userId, sessionId, endpoint, p256dh, auth, kinds, previews } = subscription;
  return db.transaction().execute(async (trx) => {
    // One subscribe at a time per customer, so two at once cannot each keep `keep` others.
    await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
    const saved = await trx
      .insertInto('push_subscriptions')
      .values({ id, user_id: userId, session_id: sessionId, endpoint, p256dh, auth, kinds, previews })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet({ user_id: userId, session_id: sessionId, p256dh, auth, kinds, previews, failures: 0 }),
      )
      // xmax is 0 only on a row this statement inserted (an updated row carries the updating transaction).
      .returning(['id', sql<boolean>`xmax = 0`.as('created')])
      .executeTakeFirstOrThrow();
    await trx
      .deleteFrom('push_subscriptions')
      .where('user_id', '=', userId)
      .where('id', 'not in', (eb) =>
        eb.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(keep),
      )
      .execute();
    return { id: saved.id, created: saved.created };
  });
}

/** Deletes one of the customer's subscriptions; false when the customer has none with that id. */
export async function deletePushSubscription(db: Kysely<Database>, userId: number, id: string): Promise<boolean> {
  const deleted = await db.deleteFrom('push_subscriptions').where('id', '=', id).where('user_id', '=', userId).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/** A device to push to: where, its keys, and whether message text may show. */
export interface PushRecipient {
  id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  previews: boolean;
}

/**
 * The customer's subscriptions that asked for `kind`, of sessions still live at `now` (not revoked,
 * not past their end, not idle longer than `idleMs`): a signed-out device is told nothing.
 */
export function pushRecipients(db: Kysely<Database>, userId: number, kind: string, now: Date, idleMs: number): Promise<PushRecipient[]> {
  return db
    .selectFrom('push_subscriptions as p')
    .innerJoin('sessions as s', 's.id', 'p.session_id')
    .select(['p.id', 'p.endpoint', 'p.p256dh', 'p.auth', 'p.previews'])
    .where('p.user_id', '=', userId)
    .where('s.user_id', '=', userId)
    .where(sql<boolean>`${kind} = any(p.kinds)`)
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('s.last_used_at', '>', new Date(now.getTime() - idleMs))
    .orderBy('p.created_at')
    .execute();
}

/** The push service took a push: the device is reachable again. */
export async function markPushDelivered(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db.updateTable('push_subscriptions').set({ last_success_at: at, failures: 0 }).where('id', '=', id).execute();
}

/** A push did not get through: counted, for whoever looks at a device that hears nothing. */
export async function countPushFailure(db: Kysely<Database>, id: string): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** The push service says the device unsubscribed: the row is of no more use. */
export async function forgetPushSubscription(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
}
