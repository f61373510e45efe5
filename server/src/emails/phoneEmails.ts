import type { ServerConfig } from '../config';
import type { MailMessage } from '../providers/mail/Mailer';

/** +1 (xxx) xxx-xxxx, as the dashboard shows it. */
export function formatUsNumber(tenDigits: string): string {
  return `+1 (${tenDigits.slice(0, 3)}) ${tenDigits.slice(3, 6)}-${tenDigits.slice(6)}`;
}

/** SPEC §2: 'an email is sent when the transfer completes'. */
export function portCompletedEmail(config: ServerConfig, to: string, phoneNumber: string): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/account`;
  return {
    to,
    subject: `Your number ${formatUsNumber(phoneNumber)} is now with ${config.brandName}`,
    text: `Good news: the transfer of ${formatUsNumber(phoneNumber)} to ${config.brandName} is complete. Calls and texts to it now arrive in the ${config.brandName} app, and your old service for this number has ended.\n\nYour dashboard: ${link}`,
    links: [link],
  };
}

export function portFailedEmail(config: ServerConfig, to: string, phoneNumber: string): MailMessage {
  const link = `${config.publicUrl}/app/area-code`;
  return {
    to,
    subject: `The transfer of ${formatUsNumber(phoneNumber)} could not be completed`,
    text: `Your previous carrier did not release ${formatUsNumber(phoneNumber)}, so it stays with them. You can try again, or pick a new number: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}

/** The tracker, where every change of a port request shows (issue 25 §4). */
const trackerLink = (config: ServerConfig) => `${config.publicUrl}/app/dashboard/porting`;

/** Issue 25 §4: the carrier has the request. */
export function portSubmittedEmail(config: ServerConfig, to: string, phoneNumber: string): MailMessage {
  const link = trackerLink(config);
  return {
    to,
    subject: `We asked your carrier to transfer ${formatUsNumber(phoneNumber)}`,
    text: `We sent the transfer request for ${formatUsNumber(phoneNumber)} to your current carrier. We will email you at each step.\n\nFollow it here: ${link}`,
    links: [link],
  };
}

export function portInReviewEmail(config: ServerConfig, to: string, phoneNumber: string): MailMessage {
  const link = trackerLink(config);
  return {
    to,
    subject: `Your carrier is reviewing the transfer of ${formatUsNumber(phoneNumber)}`,
    text: `Your current carrier is checking the account details of ${formatUsNumber(phoneNumber)}. Keep your old service active until the transfer completes.\n\nFollow it here: ${link}`,
    links: [link],
  };
}

export function portScheduledEmail(config: ServerConfig, to: string, phoneNumber: string, scheduledFor: string): MailMessage {
  const link = trackerLink(config);
  return {
    to,
    subject: `The transfer of ${formatUsNumber(phoneNumber)} is scheduled for ${scheduledFor}`,
    text: `Your current carrier accepted the transfer of ${formatUsNumber(phoneNumber)}. It is scheduled for ${scheduledFor}.\n\nFollow it here: ${link}`,
    links: [link],
  };
}

/** A rejection, with the reason and the fix in plain words (never the details the customer gave). */
export function portRejectedEmail(config: ServerConfig, to: string, phoneNumber: string, rejection: { reason: string; fix: string; fields: readonly string[] }): MailMessage {
  const link = rejection.fields.length > 0 ? trackerLink(config) : `${config.publicUrl}/app/area-code`;
  const next = rejection.fields.length > 0 ? `Fix it and resubmit here: ${link}` : `You can pick a new number here: ${link}`;
  return {
    to,
    subject: `The transfer of ${formatUsNumber(phoneNumber)} needs your attention`,
    text: `${rejection.reason}\n\n${rejection.fix}\n\n${next}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}

/** 'Dec 3, 2026': the day a waiting request is cancelled (UTC, as the server counts it). */
export function formatExpiryDay(at: Date): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(at);
}

/** A request waiting for the customer's details or fix is cancelled soon unless they add them. */
export function portExpiryWarningEmail(config: ServerConfig, to: string, phoneNumber: string, expiresAt: Date): MailMessage {
  const link = trackerLink(config);
  const day = formatExpiryDay(expiresAt);
  return {
    to,
    subject: `The transfer of ${formatUsNumber(phoneNumber)} will be cancelled on ${day}`,
    text: `The transfer of ${formatUsNumber(phoneNumber)} will be cancelled on ${day} unless you add the details: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}

/** The request waited too long for the customer's details or fix: cancelled, the number released. */
export function portExpiredEmail(config: ServerConfig, to: string, phoneNumber: string): MailMessage {
  const link = `${config.publicUrl}/app/area-code`;
  return {
    to,
    subject: `The transfer of ${formatUsNumber(phoneNumber)} was cancelled`,
    text: `The details your current carrier needs for ${formatUsNumber(phoneNumber)} were not added in time, so we cancelled the transfer. You can start it again, or pick a new number: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}
