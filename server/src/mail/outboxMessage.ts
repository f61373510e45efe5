import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { MailMessage } from '../providers/mail/Mailer';

/**
 * What an outbox row holds: the mail itself, or what the sender composes it from when the work of
 * composing must not happen on the request path (a password reset: finding the account there would
 * time differently for an unknown email).
 */
export type OutboxMessage = MailMessage | ComposeRequest;

export interface ComposeRequest {
  compose: 'password_reset';
  email: string;
}

/**
 * Composes a request's mail in the transaction that stores it in place of the request; null: there
 * is nothing to send (no such account), and the row goes.
 */
export type Composer = (trx: Transaction<Database>, request: ComposeRequest) => Promise<MailMessage | null>;

export type Composers = Record<ComposeRequest['compose'], Composer>;

export function isComposeRequest(message: unknown): message is ComposeRequest {
  return typeof message === 'object' && message !== null && 'compose' in message;
}
