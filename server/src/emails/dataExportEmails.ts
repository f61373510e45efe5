import type { ServerConfig } from '../config';
import type { MailMessage } from '../providers/mail/Mailer';
import { mailTime } from './mailDates';

export interface ReadyExport {
  to: string;
  requestedAt: Date;
  expiresAt: Date;
}

/** To the account's address once its export is ready: where to get it and until when (no link to the file itself: it needs signing in). */
export function dataExportReadyEmail(config: ServerConfig, ready: ReadyExport): MailMessage {
  const accountPage = `${config.publicUrl}/app/dashboard/account`;
  return {
    to: ready.to,
    subject: `Your ${config.brandName} data is ready to download`,
    text:
      `The copy of your data you asked for on ${mailTime(config, ready.requestedAt)} is ready. ` +
      `Download it from your account page until ${mailTime(config, ready.expiresAt)}; after that it is deleted.\n\n${accountPage}\n\n` +
      `If you did not ask for it, change your password and sign out the devices you do not know, on the same page.`,
    links: [accountPage],
  };
}
