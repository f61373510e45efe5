import type { ServerConfig } from '../config';
import type { MailMessage } from '../providers/mail/Mailer';
import { mailTime } from './mailDates';

function linkTo(config: ServerConfig, path: string, token: string): string {
  return `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
}

export function verificationEmail(config: ServerConfig, to: string, token: string): MailMessage {
  const link = linkTo(config, '/api/account/verify-email', token);
  return {
    to,
    subject: `Verify your email address for ${config.brandName}`,
    text: `Welcome to ${config.brandName}!\n\nPlease verify your email address by opening this link:\n${link}\n\nIf you did not create an account, ignore this message.`,
    links: [link],
  };
}

export function passwordResetEmail(config: ServerConfig, to: string, token: string): MailMessage {
  const link = linkTo(config, '/api/account/reset-password', token);
  const minutes = Math.round(config.passwordResetTtlMs / 60_000);
  return {
    to,
    subject: `Reset your ${config.brandName} password`,
    text: `Someone asked to reset the password of your ${config.brandName} account.\n\nSet a new password here (the link works once, for ${minutes} minutes):\n${link}\n\nIf it was not you, ignore this message: your password stays the same.`,
    links: [link],
  };
}

/** Unknown browsers keep guessing the password: no secret, the time, what is not affected, and the way out. */
export function accountUnderAttackEmail(config: ServerConfig, to: string, at: Date): MailMessage {
  const link = `${config.publicUrl}/app/forgot-password`;
  const longest = Math.round(config.rateLimits.signInLock.maxLockMs / 60_000);
  return {
    to,
    subject: `Someone is trying to sign in to your ${config.brandName} account`,
    text:
      `Someone is trying to sign in to your ${config.brandName} account with wrong passwords, from browsers that have never signed in to it.\n\n` +
      `By ${mailTime(config, at)} so many had been tried that sign-in from new browsers is now paused, up to ${longest} minutes at a time, for as long as the attempts go on. The first attempts were within the day before.\n\n` +
      `Your own browsers that have signed in before are not affected: sign in there as usual.\n\n` +
      `To sign in from a new browser now, or if you think someone knows your password, reset it here (this also ends the pause):\n${link}\n\n` +
      `We will not write about this again for a day.`,
    links: [link],
  };
}
