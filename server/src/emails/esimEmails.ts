import { formatCents } from '../../../src/contract/money';
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
