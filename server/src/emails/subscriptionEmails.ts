import { formatDay } from '../../../src/contract/dateFormat';
import { formatCents } from '../../../src/contract/money';
import type { ServerConfig } from '../config';
import { wallClockIn } from '../lib/wallClock';
import type { Plan } from '../db/schema';
import type { MailMessage } from '../providers/mail/Mailer';

/** The confirmation the success page promises: what was bought, and how to set the number up. */
export function subscriptionStartedEmail(config: ServerConfig, to: string, plan: Plan): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/account`;
  const price = formatCents(plan.total_amount_cents);
  return {
    to,
    subject: `Welcome to ${config.brandName}: your ${plan.name_en} plan is active`,
    text: `Thank you! Your ${plan.name_en} plan (${price}, ${plan.renew_en.toLowerCase()}) is active, and 100 free outbound credits were added to your balance.\n\nTo set up your number, install the ${config.brandName} app (App Store: ${config.appStoreUrl}, Google Play: ${config.playStoreUrl}) and sign in with this email address.\n\nManage your plan: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}

/** What the number does after a plan ends: kept for the lapse grace, then held (config NUMBER_LAPSE_GRACE_DAYS, NUMBER_HOLD_DAYS). */
function numberAfterEnd(config: ServerConfig): string {
  const graceDays = Math.round(config.numberLapseGraceMs / 86_400_000);
  const holdDays = Math.round(config.numberHoldMs / 86_400_000);
  return `After that your number stays yours for ${graceDays} more days, then it is held for you for ${holdDays} days.`;
}

/** Cancelling turns renewal off: the plan lasts until the paid period ends, and can be resumed until then. */
export function subscriptionCancelledEmail(config: ServerConfig, to: string, planName: string, endsAt: Date): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/plan`;
  const day = formatDay(endsAt, wallClockIn(config.displayTimeZone));
  return {
    to,
    subject: `Your ${planName} plan will end on ${day}`,
    text: `Your plan will end on ${day}. It will not renew and you will not be charged again; your number and credits stay until then. ${numberAfterEnd(config)}\n\nChanged your mind? Resume any time before then: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}

/** A resume turns renewal back on. */
export function subscriptionResumedEmail(config: ServerConfig, to: string, planName: string, renewsAt: Date, amountCents: number): MailMessage {
  const link = `${config.publicUrl}/app/dashboard/plan`;
  const day = formatDay(renewsAt, wallClockIn(config.displayTimeZone));
  return {
    to,
    subject: `Your ${planName} plan will renew`,
    text: `Your ${planName} plan is resumed: it renews on ${day} for ${formatCents(amountCents)} with your card on file.\n\nManage your plan: ${link}\n\nQuestions? Write to ${config.supportEmail}.`,
    links: [link],
  };
}
