import { sql } from 'kysely';
import type { Selectable } from 'kysely';
import type { MailOutboxTable } from '../schema';
import type { Executor } from './executor';

export type OutboxRow = Selectable<MailOutboxTable>;

/** Adds a message under its key; a key already there keeps its first message. Answers the new row's id, or undefined when the key was there. */
export async function insertOutboxMail(db: Executor, mail: { idempotencyKey: string; message: unknown; dueAt: Date }): Promise<number | undefined> {
  const added = await db
    .insertInto('mail_outbox')
    .values({ idempotency_key: mail.idempotencyKey, message: JSON.stringify(mail.message), next_attempt_at: mail.dueAt })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return added?.id;
}

/** Claims one unsent message by id, due or not, unless another sender holds it (as claimDueMail otherwise). */
export async function claimMailById(db: Executor, id: number, now: Date, leaseUntil: Date): Promise<OutboxRow | undefined> {
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]))
    .returningAll()
    .executeTakeFirst();
}

/**
 * Claims up to `limit` unsent messages due by `now` until `leaseUntil`, counting the attempt: of
 * the instances looking at once, one gets each; a claim whose instance died lapses at its lease.
 */
export async function claimDueMail(db: Executor, now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
  const result = await sql<OutboxRow>`
    update mail_outbox set claimed_until = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from mail_outbox
      where sent_at is null and failed_at is null and next_attempt_at <= ${now}
        and (claimed_until is null or claimed_until <= ${now})
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning *`.execute(db);
  // RETURNING follows no order: the oldest due is sent first.
  return result.rows.sort((a, b) => new Date(a.next_attempt_at).getTime() - new Date(b.next_attempt_at).getTime() || a.id - b.id);
}

/** Gives back claims (taken until `claimedUntil`) on messages not tried, their attempt uncounted: any instance's next poll takes them. */
export async function releaseMailClaims(db: Executor, ids: readonly number[], claimedUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set((eb) => ({ claimed_until: null, attempts: eb('attempts', '-', 1) }))
    .where('id', 'in', [...ids])
    .where('claimed_until', '=', claimedUntil)
    .execute();
}

/** The next time a message is due, for waking the sender then; null when nothing waits. */
export async function nextMailDue(db: Executor): Promise<Date | null> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.min('next_attempt_at').as('due'))
    .where('sent_at', 'is', null)
    .where('failed_at', 'is', null)
    .executeTakeFirst();
  return row?.due ? new Date(row.due) : null;
}

/** A composed message replaces what it was composed from (in the composing transaction). */
export async function setOutboxMessage(db: Executor, id: number, message: unknown): Promise<void> {
  await db.updateTable('mail_outbox').set({ message: JSON.stringify(message) }).where('id', '=', id).execute();
}

export async function deleteOutboxMail(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('mail_outbox').where('id', '=', id).execute();
}

export async function markMailSent(db: Executor, id: number, at: Date): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: at, claimed_until: null, last_error: null }).where('id', '=', id).execute();
}

export async function markMailRetry(db: Executor, id: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ next_attempt_at: nextAttemptAt, claimed_until: null, last_error: error }).where('id', '=', id).execute();
}

export async function markMailFailed(db: Executor, id: number, at: Date, error: string): Promise<void> {
  await db.updateTable('mail_outbox').set({ failed_at: at, claimed_until: null, last_error: error }).where('id', '=', id).execute();
}

/** Puts messages given up on back in the queue with fresh attempts (all of them, or those of `ids`). Answers how many. */
export async function requeueFailedMail(db: Executor, now: Date, ids?: readonly number[]): Promise<number> {
  let query = db.updateTable('mail_outbox').set({ failed_at: null, attempts: 0, next_attempt_at: now, claimed_until: null }).where('failed_at', 'is not', null);
  if (ids) query = ids.length === 0 ? query.where(sql<boolean>`false`) : query.where('id', 'in', [...ids]);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes messages sent or given up on before `before` (they hold live links). Answers how many. */
export async function pruneOutboxMail(db: Executor, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where((eb) => eb.or([eb('sent_at', '<', before), eb('failed_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How the outbox is doing, for metrics: read only. */
export interface OutboxStats {
  /** Messages not yet sent and not given up on. */
  unsent: number;
  /** Age in seconds of the oldest of those at `now`; 0 when none. */
  oldestUnsentAgeSeconds: number;
  /** Messages given up on after their last attempt (kept until pruned or resent). */
  failed: number;
}

export async function outboxStats(db: Executor, now: Date = new Date()): Promise<OutboxStats> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.fn.count<string>('id').filterWhere((w) => w.and([w('sent_at', 'is', null), w('failed_at', 'is', null)])).as('unsent'),
      eb.fn.min('created_at').filterWhere((w) => w.and([w('sent_at', 'is', null), w('failed_at', 'is', null)])).as('oldest'),
      eb.fn.count<string>('id').filterWhere('failed_at', 'is not', null).as('failed'),
    ])
    .executeTakeFirstOrThrow();
  const oldest = row.oldest ? new Date(row.oldest).getTime() : null;
  return {
    unsent: Number(row.unsent),
    oldestUnsentAgeSeconds: oldest === null ? 0 : Math.max(0, Math.floor((now.getTime() - oldest) / 1000)),
    failed: Number(row.failed),
  };
}
