import type { Kysely } from 'kysely';
import { listSandboxOutbox } from '../db/queries/sandboxOutbox';
import type { Database } from '../db/schema';

/** How many messages the mailbox shows: the newest; a long-lived sandbox keeps more. */
export const MAILBOX_LIMIT = 200;

/** One email as the mailbox shows it. */
export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
  sentAt: Date;
}

/** The stored form (outboxMailer.ts): read tolerantly, a field it lacks shows as empty. */
interface StoredMessage {
  text?: unknown;
  links?: unknown;
}

/**
 * Every email the sandbox mailer sent, newest first, whichever instance sent it: the database's
 * copy of the outbox (sandbox_outbox), which all instances share, not one machine's folder.
 */
export async function listMailbox(db: Kysely<Database>, limit = MAILBOX_LIMIT): Promise<MailboxEntry[]> {
  const rows = await listSandboxOutbox(db, limit);
  return rows.map((row) => {
    const message = (typeof row.message === 'string' ? JSON.parse(row.message) : row.message) as StoredMessage;
    return {
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: typeof message.text === 'string' ? message.text : '',
      links: Array.isArray(message.links) ? message.links.filter((link): link is string => typeof link === 'string') : [],
      sentAt: new Date(row.sent_at),
    };
  });
}
