import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { outboxStats, requeueFailedMail } from '../src/db/queries/mailOutbox';
import { BackgroundTasks } from '../src/jobs/backgroundTasks';
import type { Logger } from '../src/lib/logger';
import { MailOutbox, type MailOutboxDeps } from '../src/mail/mailOutbox';
import type { Mailer, MailMessage } from '../src/providers/mail/Mailer';
import { createOutboxMailer } from '../src/providers/mail/outboxMailer';
import { noPause, type PausePoint } from '../src/billing/pausePoint';
import { quietLog } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { uniqueEmail } from './helpers/users';

const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;
// The app's own sender polls hourly: these tests drive their own senders, on their own clocks.
const server = setupTestServer({ JOB_POLL_INTERVAL_MS: String(HOUR) });

const config = {
  jobPollIntervalMs: HOUR,
  mailMaxAttempts: 4,
  mailRetryBaseMs: 30 * SECOND,
  mailRetryMaxMs: 60 * SECOND,
  mailSendLeaseMs: 2 * 60 * SECOND,
  mailOutboxRetentionMs: 7 * DAY,
};

function recordingLogger() {
  const lines: { level: string; message?: string }[] = [];
  const record = (level: string) => (_obj: object, message?: string) => void lines.push({ level, message });
  const log: Logger = { debug: record('debug'), info: record('info'), warn: record('warn'), error: record('error') };
  return { log, lines };
}

/** A mailer that fails its first `failures` sends, then records what it sends with its key. */
function flakyMailer(failures = 0) {
  const sent: { message: MailMessage; key: string }[] = [];
  let attempts = 0;
  const mailer: Mailer = {
    async send(message, key) {
      attempts += 1;
      if (attempts <= failures) throw new Error(`connection refused (attempt ${attempts})`);
      sent.push({ message, key });
    },
  };
  return { mailer, sent, attempts: () => attempts };
}

/** A sender on the test database with a clock the test moves. */
function sender(mailer: Mailer, options: { log?: Logger; pausePoint?: PausePoint; start?: number } = {}) {
  const clock = { now: options.start ?? Date.parse('2026-11-28T10:00:00Z') };
  const deps: MailOutboxDeps = {
    db: server.db,
    mailer: () => mailer,
    config,
    log: options.log ?? quietLog,
    background: new BackgroundTasks(quietLog),
    clock: () => clock.now,
    composers: { password_reset: async () => null },
    pausePoint: options.pausePoint ?? noPause,
    // The test runs the sender's passes itself.
    jobs: { wakeAt: () => undefined, wake: () => undefined },
  };
  return { outbox: new MailOutbox(deps), clock };
}

const mailTo = (to: string, subject = 'Hello'): MailMessage => ({ to, subject, text: 'Hi', links: [] });

async function rowsTo(to: string) {
  const rows = await server.db.selectFrom('mail_outbox').selectAll().execute();
  return rows.filter((row) => (row.message as MailMessage).to === to);
}

async function clearOutbox() {
  await server.db.deleteFrom('mail_outbox').execute();
}

beforeEach(clearOutbox);

describe('mail outbox', () => {
  test('a message queued in a transaction that rolls back is never sent; one that commits is sent once', async () => {
    const { mailer, sent } = flakyMailer();
    const { outbox } = sender(mailer);
    const to = uniqueEmail('rollback');
    await expect(
      server.db.transaction().execute(async (trx) => {
        await outbox.enqueue(trx, mailTo(to, 'Rolled back'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await server.db.transaction().execute(async (trx) => outbox.enqueue(trx, mailTo(to, 'Committed'), 'committed-key'));

    expect(await outbox.sendDue()).toBe(1);
    expect(await outbox.sendDue()).toBe(0);
    expect(sent.map((mail) => [mail.message.subject, mail.key])).toEqual([['Committed', 'committed-key']]);
    const [row] = await rowsTo(to);
    expect(row.sent_at).not.toBeNull();
  });

  test('a pass of a stopping server sends no more and gives back the messages it claimed and did not try', async () => {
    const pass = { active: true };
    const sent: string[] = [];
    const mailer: Mailer = {
      async send(message) {
        sent.push(message.subject);
        // The server starts to stop while the first message is being sent.
        pass.active = false;
      },
    };
    const { outbox } = sender(mailer);
    const to = uniqueEmail('stopping');
    for (const subject of ['First', 'Second', 'Third']) await outbox.enqueue(server.db, mailTo(to, subject));

    expect(await outbox.sendDue(pass)).toBe(1);
    expect(sent).toEqual(['First']);
    const left = (await rowsTo(to)).filter((row) => row.sent_at === null);
    expect(left.map((row) => [(row.message as MailMessage).subject, row.attempts, row.claimed_until])).toEqual([
      ['Second', 0, null],
      ['Third', 0, null],
    ]);
    // Any instance's next pass sends them.
    expect(await outbox.sendDue()).toBe(2);
  });

  test('a failed send is tried again after a wait that doubles up to its cap, and is sent at last', async () => {
    const { mailer, sent, attempts } = flakyMailer(3);
    const { outbox, clock } = sender(mailer);
    const start = clock.now;
    const to = uniqueEmail('retry');
    await outbox.enqueue(server.db, mailTo(to));

    expect(await outbox.sendDue()).toBe(0);
    let [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: 1, last_error: 'connection refused (attempt 1)', sent_at: null, failed_at: null, claimed_until: null });
    expect(new Date(row.next_attempt_at).getTime()).toBe(start + 30 * SECOND);

    // Not due a moment before its time.
    clock.now = start + 30 * SECOND - 1;
    expect(await outbox.sendDue()).toBe(0);
    expect(attempts()).toBe(1);

    clock.now = start + 30 * SECOND;
    await outbox.sendDue();
    [row] = await rowsTo(to);
    expect(new Date(row.next_attempt_at).getTime()).toBe(clock.now + 60 * SECOND);

    // Doubled again would be 120 s: capped at MAIL_RETRY_MAX_MS (60 s).
    clock.now += 60 * SECOND;
    await outbox.sendDue();
    [row] = await rowsTo(to);
    expect(row.attempts).toBe(3);
    expect(new Date(row.next_attempt_at).getTime()).toBe(clock.now + 60 * SECOND);

    clock.now += 60 * SECOND;
    expect(await outbox.sendDue()).toBe(1);
    [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: 4, last_error: null, failed_at: null });
    expect(sent).toHaveLength(1);
  });

  test('after MAIL_MAX_ATTEMPTS the message is marked failed, logged at error once, counted, and can be queued again', async () => {
    const { mailer, attempts } = flakyMailer(4);
    const { log, lines } = recordingLogger();
    const { outbox, clock } = sender(mailer, { log });
    const to = uniqueEmail('failed');
    await outbox.enqueue(server.db, mailTo(to));
    for (let pass = 0; pass < 6; pass += 1) {
      await outbox.sendDue();
      clock.now += HOUR;
    }
    expect(attempts()).toBe(4);
    const [row] = await rowsTo(to);
    expect(row.failed_at).not.toBeNull();
    expect(row.last_error).toBe('connection refused (attempt 4)');
    expect(lines.filter((line) => line.level === 'error')).toHaveLength(1);
    expect(await outboxStats(server.db, new Date(clock.now))).toEqual({ unsent: 0, oldestUnsentAgeSeconds: 0, failed: 1 });

    expect(await requeueFailedMail(server.db, new Date(clock.now))).toBe(1);
    expect(await outboxStats(server.db, new Date(clock.now))).toMatchObject({ unsent: 1, failed: 0 });
    expect(await outbox.sendDue()).toBe(1);
  });

  test('the same key is queued once, and the sandbox mailer stores a repeated key once', async () => {
    const { mailer, sent } = flakyMailer();
    const { outbox } = sender(mailer);
    const to = uniqueEmail('dedup');
    await outbox.enqueue(server.db, mailTo(to, 'First'), 'receipt:dedup');
    await outbox.enqueue(server.db, mailTo(to, 'Second'), 'receipt:dedup');
    expect(await rowsTo(to)).toHaveLength(1);
    await outbox.sendDue();
    expect(sent.map((mail) => mail.message.subject)).toEqual(['First']);

    const dir = path.join(server.dataDir, 'dedup-outbox');
    const sandbox = createOutboxMailer(dir, quietLog, server.db);
    await sandbox.send(mailTo(to, 'Once'), 'reset:dedup');
    await sandbox.send(mailTo(to, 'Once'), 'reset:dedup');
    await sandbox.send(mailTo(to, 'Other'), 'reset:other');
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.json'))).toHaveLength(2);
    const stored = await server.db.selectFrom('sandbox_outbox').select('subject').where('recipient', '=', to).orderBy('id').execute();
    expect(stored.map((row) => row.subject)).toEqual(['Once', 'Other']);
  });

  test('a sender that dies after sending, before marking sent: another sends it again once its lease lapses, and the sandbox mailbox shows it once', async () => {
    const to = uniqueEmail('crash');
    const sandbox = createOutboxMailer(path.join(server.dataDir, 'crash-outbox'), quietLog, server.db);
    const crash: PausePoint = async (step) => {
      if (step === 'mail-sent') throw new Error('killed');
    };
    const dying = sender(sandbox, { pausePoint: crash });
    await dying.outbox.enqueue(server.db, mailTo(to, 'Reset your password'), 'reset:crash');
    await expect(dying.outbox.sendDue()).rejects.toThrow('killed');

    const other = sender(sandbox, { start: dying.clock.now });
    // Claimed by the dead sender: left alone until its lease ends.
    expect(await other.outbox.sendDue()).toBe(0);
    other.clock.now += config.mailSendLeaseMs;
    expect(await other.outbox.sendDue()).toBe(1);

    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ attempts: 2 });
    expect(row.sent_at).not.toBeNull();
    const stored = await server.db.selectFrom('sandbox_outbox').select('subject').where('recipient', '=', to).execute();
    expect(stored).toEqual([{ subject: 'Reset your password' }]);
  });

  test('sent and failed messages are pruned after the retention; unsent ones are kept', async () => {
    const { mailer } = flakyMailer();
    const { outbox, clock } = sender(mailer);
    const to = uniqueEmail('prune');
    await outbox.enqueue(server.db, mailTo(to, 'Old'), 'prune:old');
    await outbox.sendDue();
    await server.db.updateTable('mail_outbox').set({ failed_at: new Date(clock.now), sent_at: null }).where('idempotency_key', '=', 'prune:old').execute();
    await outbox.enqueue(server.db, mailTo(to, 'Sent'), 'prune:sent');
    await outbox.sendDue();

    clock.now += config.mailOutboxRetentionMs - SECOND;
    await outbox.enqueue(server.db, mailTo(to, 'Waiting'), 'prune:waiting');
    await server.db.updateTable('mail_outbox').set({ next_attempt_at: new Date(clock.now + DAY) }).where('idempotency_key', '=', 'prune:waiting').execute();
    await outbox.sendDue();
    expect((await rowsTo(to)).map((row) => row.idempotency_key).sort()).toEqual(['prune:old', 'prune:sent', 'prune:waiting']);

    clock.now += 2 * SECOND;
    await outbox.sendDue();
    expect((await rowsTo(to)).map((row) => row.idempotency_key)).toEqual(['prune:waiting']);
  });

  test('outboxStats: how many wait, the oldest one\'s age, how many failed', async () => {
    const now = new Date();
    expect(await outboxStats(server.db, now)).toEqual({ unsent: 0, oldestUnsentAgeSeconds: 0, failed: 0 });
    const { outbox } = sender(flakyMailer().mailer);
    await outbox.enqueue(server.db, mailTo(uniqueEmail('stats')));
    await outbox.enqueue(server.db, mailTo(uniqueEmail('stats')));
    const stats = await outboxStats(server.db, new Date(now.getTime() + 90 * SECOND));
    expect(stats.unsent).toBe(2);
    expect(stats.oldestUnsentAgeSeconds).toBeGreaterThanOrEqual(89);
    expect(stats.failed).toBe(0);
  });

  test('MAIL_MAX_ATTEMPTS below 1 is refused with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: server.dataDir, PUBLIC_URL: 'http://app.test', MAIL_MAX_ATTEMPTS: '0' })).toThrow('Environment variable MAIL_MAX_ATTEMPTS must be at least 1, got "0".');
  });
});
