import { formatDay, utcClock } from '../../../src/contract/dateFormat';
import type { ServerConfig } from '../config';
import { wallClockIn } from '../lib/wallClock';
import type { MailMessage } from '../providers/mail/Mailer';

/** +1 (xxx) xxx-xxxx, as the dashboard shows it. */
export function formatUsNumber(tenDigits: string): string {
  return `+1 (${tenDigits.slice(0, 3)}) ${tenDigits.slice(3, 6)}-${tenDigits.slice(6)}`;
}

/** (xxx) xxx-xxxx, as the customer typed it on the area code page. */
export function formatNationalNumber(tenDigits: string): string {
  return `(${tenDigits.slice(0, 3)}) ${tenDigits.slice(3, 6)}-${tenDigits.slice(6)}`;
}

/** A carrier's calendar day ('YYYY-MM-DD') in the product's date style; unreadable ones as given. */
export function formatCalendarDay(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : formatDay(at, utcClock);
}

/** The on-screen and emailed confirmation of a filing: what was asked, and how long it usually takes. */
export const portFiledText = (tenDigits: string) => `We asked your carrier to release ${formatNationalNumber(tenDigits)}. This usually takes 1–4 days.`;

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

/** The tracker, where every change of a port request shows. */
const trackerLink = (config: ServerConfig) => `${config.publicUrl}/app/dashboard/porting`;

/** The carrier has the request: sent once per filing (the first, and each resubmission). */
export function portSubmittedEmail(config: ServerConfig, to: string, phoneNumber: string): MailMessage {
  const link = trackerLink(config);
  return {
    to,
    subject: `We asked your carrier to transfer ${formatUsNumber(phoneNumber)}`,
    text: `${portFiledText(phoneNumber)} Your old service keeps working until then, and we will email you at each step.\n\nFollow it here: ${link}`,
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
    subject: `The transfer of ${formatUsNumber(phoneNumber)} is scheduled for ${formatCalendarDay(scheduledFor)}`,
    text: `Your current carrier accepted the transfer of ${formatUsNumber(phoneNumber)}. It is scheduled for ${formatCalendarDay(scheduledFor)}.\n\nFollow it here: ${link}`,
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

/** '03 Dec 2026': the day a waiting request is cancelled, in the display zone. */
export function formatExpiryDay(at: Date, config: Pick<ServerConfig, 'displayTimeZone'>): string {
  return formatDay(at, wallClockIn(config.displayTimeZone));
}

/** A request waiting for the customer's details or fix is cancelled soon unless they add them. */
export function portExpiryWarningEmail(config: ServerConfig, to: string, phoneNumber: string, expiresAt: Date): MailMessage {
  const link = trackerLink(config);
  const day = formatExpiryDay(expiresAt, config);
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
