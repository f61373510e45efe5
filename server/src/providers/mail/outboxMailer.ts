import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { insertSandboxMail, listSandboxMails } from '../../db/queries/sandboxOutbox';
import type { Database } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Mailer, MailMessage } from './Mailer';

/** A message as the outbox stores it. */
export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

/**
 * Sandbox mail: each message becomes a JSON file in `outboxDir` and its links go to the log, so a
 * developer can click through verification and reset links with no mail server. With `db`, each
 * is also a row of sandbox_outbox, so that mail sent by any instance sharing the database can be
 * read in one place (a test behind a load balancer, several instances on several machines).
 * A message is stored once per idempotency key, as a mailbox shows a repeated Message-ID once:
 * the outbox sending it again after a crash adds nothing.
 */
export function createOutboxMailer(outboxDir: string, log: Logger, db?: Kysely<Database>): Mailer {
  return {
    async send(message: MailMessage, idempotencyKey: string) {
      await fs.mkdir(outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const keyDigest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 16);
      // Time first, so that a directory listing sorts by sending order; the key last, to find a repeat.
      const fileName = `${sentAt.replace(/[:.]/g, '-')}-${keyDigest}.json`;
      const entry: OutboxEntry = { ...message, sentAt };
      const storedNow = db ? await insertSandboxMail(db, { recipient: message.to, subject: message.subject, message: entry, idempotencyKey }) : false;
      const filedBefore = (await fs.readdir(outboxDir)).some((name) => name.endsWith(`-${keyDigest}.json`));
      if (!filedBefore) {
        // Written aside and renamed into place, so that a reader never sees a half-written message.
        const partial = path.join(outboxDir, `.${fileName}.partial`);
        await fs.writeFile(partial, JSON.stringify(entry, null, 2));
        await fs.rename(partial, path.join(outboxDir, fileName));
      }
      if (storedNow || !filedBefore) log.info({ to: message.to, subject: message.subject, links: message.links, file: fileName }, 'mail written to outbox');
      else log.info({ to: message.to, subject: message.subject }, 'mail already in the outbox: a repeat after a crash, not stored again');
    },
  };
}

/** Every message the sandbox mailer sent to `to` through the database, oldest first, whichever instance sent it. */
export async function sandboxMailsTo(db: Kysely<Database>, to: string): Promise<OutboxEntry[]> {
  return (await listSandboxMails(db, to)) as OutboxEntry[];
}
