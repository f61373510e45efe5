import { formatCents } from '../../../src/contract/money';
import { formatPackageSize } from '../../../src/contract/packageSize';
import { esimChargeDescription } from '../billing/chargeDescription';
import type { ServerConfig } from '../config';
import type { EsimPlan } from '../db/queries/esims';
import type { MailMessage } from '../providers/mail/Mailer';

/** The purchase confirmation: what was paid, and where the activation QR code is. */
export function esimReadyEmail(config: ServerConfig, to: string, plan: EsimPlan, amountCents: number): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/esim`;
  const price = formatCents(amountCents);
  return {
    to,
    subject: `Your ${config.brandName} eSIM is ready`,
    text: `Thank you for your purchase: ${esimChargeDescription(plan.data_mb)} of cellular data, ${price}, a one-time purchase.\n\nTo install your eSIM, open this page on the phone itself (it offers an install button on iPhone and the codes to paste) or on another screen and scan its QR code with your phone (Settings > Cellular > Add eSIM):\n${link}\n\nPurchases are not refundable.`,
    links: [link],
  };
}

/** The top-up confirmation: what was paid, and that the data is on the eSIM already. */
export function esimTopupEmail(config: ServerConfig, to: string, dataMb: number, amountCents: number): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/esim`;
  const price = formatCents(amountCents);
  return {
    to,
    subject: `${formatPackageSize(dataMb)} added to your ${config.brandName} eSIM`,
    text: `Thank you for your purchase: ${formatPackageSize(dataMb)} of cellular data was added to your eSIM, ${price}, a one-time purchase. It is ready to use now: nothing to install.\n\nSee your data left on your eSIM page, under Usage report:\n${link}\n\nPurchases are not refundable.`,
    links: [link],
  };
}
