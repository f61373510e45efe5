import { formatDay, utcClock } from '../../contract/dateFormat';
import { formatPhone } from '../../lib/formatPhone';

/** A carrier's calendar day ('YYYY-MM-DD') in the product's date style: no time zone shift. */
export function formatCalendarDay(day: string): string {
  const at = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(at.getTime()) ? day : formatDay(at, utcClock);
}

/** SPEC §2's note for a number being transferred, when the server tells no date. */
export const PORT_PENDING_TEXT = "Transfer in progress: it can take up to 4 days. We'll email you when it is complete.";

/** What every screen says about the state of the customer's number (one wording everywhere). */
export const numberStatusMessages = {
  inProgress: 'Transfer in progress',
  actionNeeded: 'Action needed',
  pending: (expectedBy: string | null) =>
    expectedBy ? `Transfer in progress: expected by ${formatCalendarDay(expectedBy)}. We'll email you when it is complete.` : PORT_PENDING_TEXT,
  /** The confirmation of a filing, as the email says it too. */
  filed: (number: string) => `We asked your carrier to release ${formatPhone(number)}. This usually takes 1–4 days.`,
  fixLink: 'Fix the transfer details',
  ported: (number: string) => `Your number ${formatPhone(number)} now works here.`,
  cancelled: (reason: string) => `Transfer cancelled: ${reason}`,
  /** What the header's chip is about, for screen readers. */
  chipTopic: 'Number transfer:',
} as const;
