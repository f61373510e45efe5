/** One email. `links` repeats the URLs of the body so that the sandbox can log them for a developer. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
}

/**
 * Sends email: through SMTP in production, to the outbox folder in the sandbox. The app's mail goes
 * through the database outbox (mail/mailOutbox.ts), which may send a message again after a crash:
 * `idempotencyKey` is the same each time, so that a mailer recognises the repeat (SMTP: the
 * Message-ID; the sandbox: stored once).
 */
export interface Mailer {
  send(message: MailMessage, idempotencyKey: string): Promise<void>;
}
