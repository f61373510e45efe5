import { sql } from 'kysely';
import type { Executor } from './executor';

/** A row whose heartbeat is older than this many ms belongs to a dead instance: it no longer counts. */
const staleBefore = (staleAfterMs: number) => sql<Date>`now() - make_interval(secs => ${staleAfterMs / 1000})`;

/** Records a stream just opened; its id is also its place in the order of opening. */
export async function insertLiveEventStream(db: Executor, userId: number, instanceId: string): Promise<number> {
  const row = await db.insertInto('live_event_streams').values({ user_id: userId, instance_id: instanceId }).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/**
 * Deletes the customer's streams beyond the newest `cap` that are still alive (on any instance),
 * and the customer's stale rows; answers the ids of the live streams deleted, which their
 * instances end. Run after inserting the new stream's row: of streams opened at once the last to
 * run sees them all, so the cap holds whatever the interleaving.
 */
export async function trimLiveEventStreams(db: Executor, userId: number, cap: number, staleAfterMs: number): Promise<{ id: number; instanceId: string }[]> {
  await db.deleteFrom('live_event_streams').where('user_id', '=', userId).where('heartbeat_at', '<', staleBefore(staleAfterMs)).execute();
  const beyond = await db
    .deleteFrom('live_event_streams')
    .where('id', 'in', (eb) =>
      eb.selectFrom('live_event_streams').select('id').where('user_id', '=', userId).orderBy('id', 'desc').offset(cap).limit(1_000_000),
    )
    .returning(['id', 'instance_id'])
    .execute();
  return beyond.map((row) => ({ id: Number(row.id), instanceId: row.instance_id }));
}

/**
 * Renews the heartbeat of every stream this instance recorded and answers their ids: a stream
 * of the instance whose row is gone was ended by another instance (beyond the cap) or swept as
 * stale. Also sweeps every stale row, of instances that died.
 */
export async function heartbeatLiveEventStreams(db: Executor, instanceId: string, staleAfterMs: number): Promise<Set<number>> {
  await db.deleteFrom('live_event_streams').where('heartbeat_at', '<', staleBefore(staleAfterMs)).execute();
  const renewed = await db.updateTable('live_event_streams').set({ heartbeat_at: sql<Date>`now()` }).where('instance_id', '=', instanceId).returning('id').execute();
  return new Set(renewed.map((row) => Number(row.id)));
}

/** Forgets a stream that ended. */
export async function deleteLiveEventStream(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('live_event_streams').where('id', '=', id).execute();
}

/** How many streams are open now across every instance (for metrics). */
export async function countLiveEventStreams(db: Executor, staleAfterMs: number): Promise<number> {
  const row = await db
    .selectFrom('live_event_streams')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('heartbeat_at', '>=', staleBefore(staleAfterMs))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
