import type { ServerConfig } from '../config';
import type { MailMessage } from '../providers/mail/Mailer';

/** Links carry their token as `?token=`, the form every log redaction knows. */
function linkTo(config: ServerConfig, path: string, token: string): string {
  return `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

function hoursOf(ms: number): number {
  return Math.round(ms / 3_600_000);
}

/** To the new address: the change happens only when this link is followed. */
export function confirmEmailChangeEmail(config: ServerConfig, to: string, token: string): MailMessage {
  const link = linkTo(config, '/api/account/confirm-email-change', token);
  return {
    to,
    subject: `Confirm your new email address for ${config.brandName}`,
    text:
      `Someone asked to use this address for their ${config.brandName} account.\n\n` +
      `If it was you, confirm it here (the link works once, for ${hoursOf(config.emailVerificationTtlMs)} hours):\n${link}\n\n` +
      'If it was not you, ignore this message: nothing changes.',
    links: [link],
  };
}

/** To an address that already has an account: the request answered as for any address, this mail says what happened. */
export function emailAlreadyInUseEmail(config: ServerConfig, to: string): MailMessage {
  return {
    to,
    subject: `Someone tried to use your email address at ${config.brandName}`,
    text:
      `Someone signed in to another ${config.brandName} account asked to change its email address to this one, ` +
      'which already belongs to your account.\n\nNothing has changed and you need not do anything. ' +
      'If these messages keep coming, tell our support.',
    links: [],
  };
}

/** To the old address once the change took effect: what happened, and the way back. */
export function emailChangedEmail(config: ServerConfig, to: string, newEmail: string, undoToken: string, undoTtlMs: number): MailMessage {
  const link = linkTo(config, '/api/account/undo-email-change', undoToken);
  return {
    to,
    subject: `The email address of your ${config.brandName} account was changed`,
    text:
      `The email address of your ${config.brandName} account was changed from ${to} to ${newEmail}.\n\n` +
      'If you made this change, there is nothing more to do.\n\n' +
      `If you did not, undo it here within ${Math.round(hoursOf(undoTtlMs) / 24)} days: your old address comes back and every session is signed out.\n${link}`,
    links: [link],
  };
}

/** To the account's address after a password change. No secret in it: a reader learns only that it changed. */
export function passwordChangedEmail(config: ServerConfig, to: string): MailMessage {
  const resetPage = `${config.publicUrl}/app/forgot-password`;
  return {
    to,
    subject: `Your ${config.brandName} password was changed`,
    text:
      `The password of your ${config.brandName} account was just changed, and every other session was signed out.\n\n` +
      `If you made this change, there is nothing more to do. If you did not, set a new password now:\n${resetPage}`,
    links: [resetPage],
  };
}
