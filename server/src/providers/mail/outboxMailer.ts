import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../../lib/logger';
import type { Mailer, MailMessage } from './Mailer';

/** A message as the outbox stores it. */
export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

/**
 * Sandbox mail: each message becomes a JSON file in `outboxDir` and its links go to the log, so a
 * developer can click through verification and reset links with no mail server.
 */
export function createOutboxMailer(outboxDir: string, log: Logger): Mailer {
  return {
    async send(message: MailMessage) {
      await fs.mkdir(outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      // Time first, so that a directory listing sorts by sending order.
      const fileName = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      const entry: OutboxEntry = { ...message, sentAt };
      // Written aside and renamed into place, so that a reader never sees a half-written message.
      const partial = path.join(outboxDir, `.${fileName}.partial`);
      await fs.writeFile(partial, JSON.stringify(entry, null, 2));
      await fs.rename(partial, path.join(outboxDir, fileName));
      log.info({ to: message.to, subject: message.subject, links: message.links, file: fileName }, 'mail written to outbox');
    },
  };
}
