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
