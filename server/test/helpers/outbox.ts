import fs from 'node:fs';
import path from 'node:path';
import type { OutboxEntry } from '../../src/providers/mail/outboxMailer';
import type { TestServer } from './testServer';

/** Every message the sandbox mailer wrote to `to`, oldest first. */
export function mailsTo(server: TestServer, to: string): OutboxEntry[] {
  const dir = path.join(server.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxEntry)
    .filter((mail) => mail.to === to);
}

const SENT_WITHIN_MS = 30_000;

/**
 * Waits until the mail queued to `to` has left the outbox: sent by this server's background
 * work, or by another server on the same database whose job claimed it first.
 */
async function mailSent(server: TestServer, to: string): Promise<void> {
  for (const deadline = Date.now() + SENT_WITHIN_MS; ; ) {
    await server.app.backgroundTasks.idle();
    const unsent = await server.db.selectFrom('mail_outbox').select('message').where('sent_at', 'is', null).where('failed_at', 'is', null).execute();
    if (!unsent.some((row) => JSON.stringify(row.message).includes(to))) return;
    if (Date.now() > deadline) throw new Error(`Mail to ${to} is still waiting in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The newest message to `to`, after waiting for mail sent in the background. */
export async function lastMailTo(server: TestServer, to: string): Promise<OutboxEntry> {
  await mailSent(server, to);
  const mails = mailsTo(server, to);
  if (mails.length === 0) throw new Error(`No mail was sent to ${to}`);
  return mails[mails.length - 1];
}

/** The path and query (for app.inject) of the mail's link that starts with PUBLIC_URL + `pathPrefix`. */
export function linkIn(server: TestServer, mail: OutboxEntry, pathPrefix: string): string {
  const link = mail.links.find((url) => url.startsWith(`${server.config.publicUrl}${pathPrefix}`));
  if (!link) throw new Error(`No ${pathPrefix} link in mail "${mail.subject}"`);
  return link.slice(server.config.publicUrl.length);
}

/** The `token` query parameter of a link path. */
export function tokenOf(linkPath: string): string {
  return new URL(linkPath, 'http://x').searchParams.get('token') ?? '';
}

/** The newest message to `to` whose subject matches, after waiting for mail sent in the background (a receipt may follow it). */
export async function mailWithSubject(server: TestServer, to: string, subject: RegExp): Promise<OutboxEntry> {
  await mailSent(server, to);
  const mail = mailsTo(server, to)
    .filter((candidate) => subject.test(candidate.subject))
    .at(-1);
  if (!mail) throw new Error(`No mail matching ${subject} was sent to ${to}`);
  return mail;
}
