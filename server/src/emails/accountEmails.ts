import type { ServerConfig } from '../config';
import type { MailMessage } from '../providers/mail/Mailer';

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
