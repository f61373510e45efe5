import type { ServerConfig } from '../config';
import type { Plan } from '../db/schema';
import type { MailMessage } from '../providers/mail/Mailer';

/** The confirmation the success page promises: what was bought, and how to set the number up. */
export function subscriptionStartedEmail(config: ServerConfig, to: string, plan: Plan): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/account`;
  const price = `$${(plan.total_amount_cents / 100).toFixed(2)}`;
  return {
    to,
    subject: `Welcome to ${config.brandName}: your ${plan.name_en} plan is active`,
    text: `Thank you! Your ${plan.name_en} plan (${price}, ${plan.renew_en.toLowerCase()}) is active, and 100 free outbound credits were added to your balance.\n\nTo set up your number, install the ${config.brandName} app (App Store: ${config.appStoreUrl}, Google Play: ${config.playStoreUrl}) and sign in with this email address.\n\nManage your plan: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}
