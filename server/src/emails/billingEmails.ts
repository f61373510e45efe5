import type { ServerConfig } from '../config';
import { money, receiptText, type Receipt } from '../billing/receipts';
import type { MailMessage } from '../providers/mail/Mailer';

/** Sent after every successful charge: the receipt, and where the customer's history keeps it. */
export function receiptEmail(config: ServerConfig, to: string, receipt: Receipt): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/billing`;
  return {
    to,
    subject: `Your ${config.brandName} receipt ${receipt.number} (${money(receipt.totalCents)})`,
    text: `Thank you for your payment.\n\n${receiptText(receipt)}\n\nEvery receipt, printable and as a PDF, is in your billing history: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}

/** Sent once per failed renewal: what happened, what it means, and what to do. */
export function failedRenewalEmail(config: ServerConfig, to: string, failure: { description: string; amountCents: number; reason: string }): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/plan`;
  return {
    to,
    subject: `Action needed: your ${config.brandName} plan could not be renewed`,
    text: `We could not charge ${money(failure.amountCents)} (${failure.description}): ${failure.reason}\n\nYour plan has lapsed, but your number is kept for now. To keep it, update your payment information and renew your plan here:\n${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}
