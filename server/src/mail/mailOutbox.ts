import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PausePoint } from '../billing/pausePoint';
import type { ServerConfig } from '../config';
import {
  claimDueMail,
  claimMailById,
  deleteOutboxMail,
  insertOutboxMail,
  markMailFailed,
  markMailRetry,
  markMailSent,
  nextMailDue,
  pruneOutboxMail,
  releaseMailClaims,
  setOutboxMessage,
  type OutboxRow,
} from '../db/queries/mailOutbox';
import type { Executor } from '../db/queries/executor';
import type { Database } from '../db/schema';
import type { JobWakeUps } from '../jobs/jobWakeUps';
import type { BackgroundTasks } from '../jobs/backgroundTasks';
import type { Logger } from '../lib/logger';
import type { Mailer, MailMessage } from '../providers/mail/Mailer';
import { isComposeRequest, type Composers, type OutboxMessage } from './outboxMessage';
import { retryDelayMs } from './retryDelay';

const CLAIM_BATCH = 10;
const ERROR_TEXT_MAX = 500;

export interface MailOutboxDeps {
  db: Kysely<Database>;
  /** The transport, asked at each send (tests swap providers). */
  mailer: () => Mailer;
  config: Pick<ServerConfig, 'mailMaxAttempts' | 'mailRetryBaseMs' | 'mailRetryMaxMs' | 'mailSendLeaseMs' | 'mailOutboxRetentionMs'>;
  log: Logger;
  background: BackgroundTasks;
  /** Now, in ms since the epoch (tests move it). */
  clock: () => number;
  composers: Composers;
  /** Where a test may stop the sender: claimed, or sent but not yet marked sent. */
  pausePoint: PausePoint;
  /** The server's jobs: the sender is one of them ('mail outbox', jobs/index.ts). */
  jobs: JobWakeUps;
}

/**
 * The app's mail: a message is written to mail_outbox (in the transaction of the change that causes
 * it, or before the answer), then sent by a job on whichever instance claims it, at least once:
 * a failed attempt is tried again later, each wait double the last up to a cap, until
 * MAIL_MAX_ATTEMPTS (then it is marked failed and logged at error); a claim whose instance died
 * lapses after MAIL_SEND_LEASE_MS. The message's idempotency key goes to the mailer with every
 * attempt, so that a repeat is recognisable. Sent and failed rows are pruned after the retention.
 */
export class MailOutbox {
  constructor(private readonly deps: MailOutboxDeps) {}

  /**
   * Adds a message under `idempotencyKey` (a key already there keeps its first message: the same
   * mail for the same event is sent once). In a transaction, the message exists only if it commits:
   * call `wake()` after the commit for a prompt send (the next poll finds it otherwise). With
   * `delayMs` (not in a transaction), it is due that much later, and this instance sends it then
   * (a background task, so that shutdown and tests wait for it); a pass running meanwhile leaves it.
   */
  async enqueue(db: Executor, message: OutboxMessage, idempotencyKey: string = randomUUID(), delayMs = 0): Promise<void> {
    const id = await insertOutboxMail(db, { idempotencyKey, message, dueAt: new Date(this.deps.clock() + delayMs) });
    if (db.isTransaction) return;
    if (delayMs <= 0 || id === undefined) return this.wake();
    this.deps.background.run('delayed mail', async () => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      const now = this.deps.clock();
      const row = await claimMailById(this.deps.db, id, new Date(now), new Date(now + this.deps.config.mailSendLeaseMs));
      if (row) await this.deliver(row);
    });
  }

  /** Sends what is due now, on this instance (after a commit that enqueued mail). */
  wake(): void {
    this.deps.jobs.wake('mail outbox');
  }

  /**
   * One pass of the sender job: claims and sends every due message, prunes old ones, and plans a
   * wake-up for the next retry. A stopping server (`pass.active` false) sends no more, and gives
   * back the messages it claimed and did not try. Answers how many were sent.
   */
  async sendDue(pass: { readonly active: boolean } = { active: true }): Promise<number> {
    const { db, config } = this.deps;
    let sent = 0;
    const now = new Date(this.deps.clock());
    const claimedUntil = new Date(now.getTime() + config.mailSendLeaseMs);
    while (pass.active) {
      // A claimed message is due again only after its lease, later than `now`: the loop ends.
      const batch = await claimDueMail(db, now, claimedUntil, CLAIM_BATCH);
      if (batch.length === 0) break;
      for (const [index, row] of batch.entries()) {
        if (!pass.active) {
          await releaseMailClaims(db, batch.slice(index).map((left) => left.id), claimedUntil);
          return sent;
        }
        if (await this.deliver(row)) sent += 1;
      }
    }
    await pruneOutboxMail(db, new Date(now.getTime() - config.mailOutboxRetentionMs));
    const next = await nextMailDue(db);
    if (next) this.deps.jobs.wakeAt('mail outbox', new Date(Date.now() + Math.max(0, next.getTime() - this.deps.clock())));
    return sent;
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    const { db, log } = this.deps;
    let message: MailMessage | null;
    try {
      message = await this.composed(row);
      if (!message) return false;
      await this.deps.pausePoint('mail-claimed');
      await this.deps.mailer().send(message, row.idempotency_key);
    } catch (error) {
      await this.failed(row, error);
      return false;
    }
    await this.deps.pausePoint('mail-sent');
    await markMailSent(db, row.id, new Date(this.deps.clock()));
    log.info({ outboxId: row.id, subject: message.subject, attempts: row.attempts }, 'mail sent');
    return true;
  }

  /** The row's mail, composed first (and stored in its place, in one transaction) if it holds a request. */
  private async composed(row: OutboxRow): Promise<MailMessage | null> {
    const stored = row.message as OutboxMessage;
    if (!isComposeRequest(stored)) return stored;
    const compose = this.deps.composers[stored.compose];
    return this.deps.db.transaction().execute(async (trx) => {
      const message = await compose(trx, stored);
      if (message) await setOutboxMessage(trx, row.id, message);
      else await deleteOutboxMail(trx, row.id);
      return message;
    });
  }

  private async failed(row: OutboxRow, error: unknown): Promise<void> {
    const { db, config, log } = this.deps;
    const text = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_TEXT_MAX);
    const now = new Date(this.deps.clock());
    if (row.attempts >= config.mailMaxAttempts) {
      await markMailFailed(db, row.id, now, text);
      log.error({ outboxId: row.id, attempts: row.attempts, error: text }, 'mail failed for good: see mail_outbox to resend');
      return;
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts, config.mailRetryBaseMs, config.mailRetryMaxMs));
    await markMailRetry(db, row.id, nextAttemptAt, text);
    log.warn({ outboxId: row.id, attempts: row.attempts, nextAttemptAt: nextAttemptAt.toISOString(), error: text }, 'mail not sent; will try again');
  }
}
