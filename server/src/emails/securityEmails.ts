import type { ServerConfig } from '../config';
import type { MailMessage } from '../providers/mail/Mailer';
import { mailDay, mailTime } from './mailDates';
import { formatUsNumber } from './phoneEmails';

export interface DeletedAccount {
  to: string;
  deletedAt: Date;
  /** The numbers the account held (ten digits). */
  phoneNumbers: string[];
  /** Until when the numbers are kept for their last owner (NUMBER_HOLD_DAYS). */
  numbersHeldUntil: Date;
}

function numberSentence(config: ServerConfig, phoneNumber: string, heldUntil: Date): string {
  return `Your number ${formatUsNumber(phoneNumber)} is held for you until ${mailDay(config, heldUntil)}: sign up again with this address before then to get it back.`;
}

/** To the account's address once its deletion has committed: what happened, and whom to tell if it was not the owner. */
export function accountDeletedEmail(config: ServerConfig, account: DeletedAccount): MailMessage {
  const numbers = account.phoneNumbers.map((phoneNumber) => `${numberSentence(config, phoneNumber, account.numbersHeldUntil)}\n\n`).join('');
  return {
    to: account.to,
    subject: `Your ${config.brandName} account was deleted`,
    text:
      `Your account was deleted on ${mailTime(config, account.deletedAt)}, with its data, and every device signed in to it was signed out.\n\n` +
      numbers +
      `If you did not delete it, write to us at ${config.supportEmail} right away.`,
    links: [],
  };
}

export interface NewSignIn {
  to: string;
  /** 'Chrome on Windows', or 'Unknown device'. */
  device: string;
  /** 'Paris, FR' from a trusted proxy's headers; null when unknown (then not mentioned). */
  place: string | null;
  at: Date;
}

/** To the account's address when a browser it does not know signs in: no secret, only where to look and what to do. */
export function newDeviceSignInEmail(config: ServerConfig, signIn: NewSignIn): MailMessage {
  const devicesPage = `${config.publicUrl}/app/dashboard/account`;
  const resetPage = `${config.publicUrl}/app/forgot-password`;
  const place = signIn.place ? `Place: ${signIn.place} (approximate)\n` : '';
  return {
    to: signIn.to,
    subject: `New sign-in to your ${config.brandName} account`,
    text:
      `Your ${config.brandName} account was just signed in to from a new device.\n\n` +
      `Device: ${signIn.device}\n${place}Time: ${mailTime(config, signIn.at)}\n\n` +
      `If this was you, there is nothing to do. Every signed-in device is listed on your account page, where you can sign any of them out:\n${devicesPage}\n\n` +
      `If this was not you, change your password:\n${resetPage}`,
    links: [devicesPage, resetPage],
  };
}
