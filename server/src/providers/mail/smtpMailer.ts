import { createHash } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './Mailer';

/**
 * The Message-ID of a message: the same for every attempt at it, so that a copy sent again after a
 * crash is recognisable (and dropped by the many servers and clients that dedupe on it).
 */
export function messageIdFor(idempotencyKey: string, from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.includes('@') ? address.slice(address.lastIndexOf('@') + 1).trim() : 'localhost';
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40);
  return `<${digest}@${domain || 'localhost'}>`;
}

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port or smtps://…). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage, idempotencyKey: string) {
      await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId: messageIdFor(idempotencyKey, from) });
    },
  };
}
