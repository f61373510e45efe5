/** One email. `links` repeats the URLs of the body so that the sandbox can log them for a developer. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  links: string[];
}

/** Sends email: through SMTP in production, to the outbox folder in the sandbox. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
