import type { ServerConfig } from '../config';
import { issueDecoyOneTimeToken, issueOneTimeToken } from '../db/queries/oneTimeTokens';
import { findUserByEmail } from '../db/queries/users';
import { passwordResetEmail } from '../emails/accountEmails';
import type { Composer } from '../mail/outboxMessage';

/**
 * Composes a requested password reset mail in the outbox sender, off the request path: the link is
 * issued in the transaction that stores the mail, so that either both exist or neither. An unknown
 * email gets the same database work on no account and no mail.
 */
export function passwordResetComposer(config: ServerConfig): Composer {
  return async (trx, request) => {
    const user = await findUserByEmail(trx, request.email);
    if (!user) {
      await issueDecoyOneTimeToken(trx, 'password_reset');
      return null;
    }
    const token = await issueOneTimeToken(trx, { userId: user.id, purpose: 'password_reset', ttlMs: config.passwordResetTtlMs });
    return passwordResetEmail(config, user.email, token);
  };
}
