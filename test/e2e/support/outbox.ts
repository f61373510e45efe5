import fs from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '../../../server/src/providers/mail/outboxMailer';
import type { E2eServer } from './e2eServer';
import { waitFor } from './waitFor';

/** Every message the sandbox mailer wrote to `to`, oldest first (half-written `.partial` files are skipped). */
export function mailsTo(server: Pick<E2eServer, 'dataDir'>, to: string): OutboxEntry[] {
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxEntry)
    .filter((mail) => mail.to === to);
}

/** Waits for the `count`-th message to `to` (mail is sent after the response) and returns it. */
export async function waitForMail(server: Pick<E2eServer, 'dataDir'>, to: string, count = 1): Promise<OutboxEntry> {
  const mails = await waitFor(`mail number ${count} to ${to}`, () => {
    const sent = mailsTo(server, to);
    return sent.length >= count ? sent : null;
  });
  return mails[count - 1];
}

/** The mail's link whose path starts with `pathPrefix` (e.g. /api/account/reset-password). */
export function linkIn(mail: OutboxEntry, pathPrefix: string): string {
  const link = mail.links.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in the mail "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/** Waits for a message to `to` whose subject matches `subject` (other mail may come before it). */
export async function waitForMailAbout(server: E2eServer, to: string, subject: RegExp, timeoutMs?: number): Promise<OutboxEntry> {
  return waitFor(`mail to ${to} about ${subject}`, () => mailsTo(server, to).find((mail) => subject.test(mail.subject)) ?? null, timeoutMs);
}
