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
      await fs.writeFile(path.join(outboxDir, fileName), JSON.stringify(entry, null, 2));
      log.info({ to: message.to, subject: message.subject, links: message.links, file: fileName }, 'mail written to outbox');
    },
  };
}
