import { sql } from 'kysely';
import type { Executor } from './executor';

/** A turn held: which of the customer's places it is, and whose lease. */
export interface HeldTurn {
  userId: number;
  slot: number;
  holder: string;
}

/**
 * Takes one of the customer's `running` turns for `holder`, leased for `leaseMs`: the first place
 * free or whose lease lapsed (its instance died). Undefined when every place is leased. Each
 * attempt is one atomic upsert, so two instances never hold one place.
 */
export async function claimHeavyReadTurn(db: Executor, userId: number, holder: string, running: number, leaseMs: number): Promise<HeldTurn | undefined> {
  const leaseUntil = sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})`;
  for (let slot = 0; slot < running; slot += 1) {
    const taken = await db
      .insertInto('heavy_read_turns')
      .values({ user_id: userId, slot, holder, lease_until: leaseUntil })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'slot'])
          .doUpdateSet({ holder, lease_until: leaseUntil })
          .where('heavy_read_turns.lease_until', '<=', sql<Date>`now()`),
      )
      .returning('slot')
      .executeTakeFirst();
    if (taken) return { userId, slot, holder };
  }
  return undefined;
}

/** Extends the turn's lease while its read runs; false when it is no longer held by `holder`. */
export async function renewHeavyReadTurn(db: Executor, turn: HeldTurn, leaseMs: number): Promise<boolean> {
  const renewed = await db
    .updateTable('heavy_read_turns')
    .set({ lease_until: sql<Date>`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where('user_id', '=', turn.userId)
    .where('slot', '=', turn.slot)
    .where('holder', '=', turn.holder)
    .executeTakeFirst();
  return renewed.numUpdatedRows > 0n;
}

/** Gives the turn back (only if still held by its holder: a lapsed lease may have been taken over). */
export async function releaseHeavyReadTurn(db: Executor, turn: HeldTurn): Promise<void> {
  await db.deleteFrom('heavy_read_turns').where('user_id', '=', turn.userId).where('slot', '=', turn.slot).where('holder', '=', turn.holder).execute();
}

/** How many turns are leased now, across every instance and customer (for metrics). */
export async function countHeldHeavyReadTurns(db: Executor): Promise<number> {
  const row = await db.selectFrom('heavy_read_turns').select((eb) => eb.fn.countAll<number>().as('count')).where('lease_until', '>', sql<Date>`now()`).executeTakeFirstOrThrow();
  return Number(row.count);
}
