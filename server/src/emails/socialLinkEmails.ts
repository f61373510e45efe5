import type { ServerConfig } from '../config';
import type { MailMessage } from '../providers/mail/Mailer';

/**
 * To the account's address after a mailed link proved it and sign-ins that never proved it were
 * removed. `providers` names them ('Google', 'Google and Apple'). No secret in it.
 */
export function socialLinksRemovedEmail(config: ServerConfig, to: string, providers: string): MailMessage {
  const signInPage = `${config.publicUrl}/app/login`;
  const resetPage = `${config.publicUrl}/app/forgot-password`;
  return {
    to,
    subject: `We removed ${providers} sign-in from your ${config.brandName} account`,
    text:
      `We removed ${providers} sign-in from your ${config.brandName} account. It was added without proof that ${to} is yours, ` +
      'so it could have been added by someone else. The link you just followed proved that the address is yours, so only you keep access.\n\n' +
      `If you use ${providers} to sign in, sign in with it again: it is added back when ${providers} confirms that its verified email address is ${to}.\n${signInPage}\n\n` +
      `You can also sign in with your email and password, or set a password here:\n${resetPage}`,
    links: [signInPage, resetPage],
  };
}
