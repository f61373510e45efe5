/** What an upgrade costs now: Stripe's proration, in whole cents. */
export interface Proration {
  /** The unused part of the current period, of what was paid for it; at most the new plan's total. */
  creditCents: number;
  planTotalCents: number;
  /** max(0, plan total − credit). */
  amountDueCents: number;
}

export interface ProrationInput {
  /** What was paid for the current period (the charge and any credit applied to it). */
  periodValueCents: number;
  periodStart: Date;
  periodEnd: Date;
  /** A lapsed ('transition') subscription has nothing left to credit. */
  lapsed: boolean;
  newPlanTotalCents: number;
  now: Date;
}

/**
 * credit = value × time left / period length, rounded UP to the cent (in the customer's favour),
 * computed in integers (BigInt: cents × milliseconds outgrows 2^53). No credit from a lapsed
 * subscription, at or after the period's end, or for a period of no length. A credit larger than
 * the new plan is applied up to its total; the rest is forfeited (docs/interpretations.md).
 */
export function prorateUpgrade(input: ProrationInput): Proration {
  const lengthMs = input.periodEnd.getTime() - input.periodStart.getTime();
  const leftMs = Math.min(input.periodEnd.getTime() - input.now.getTime(), lengthMs);
  let credit = 0;
  if (!input.lapsed && lengthMs > 0 && leftMs > 0 && input.periodValueCents > 0) {
    const numerator = BigInt(input.periodValueCents) * BigInt(leftMs);
    const length = BigInt(lengthMs);
    credit = Number((numerator + length - 1n) / length);
  }
  const creditCents = Math.min(credit, input.newPlanTotalCents);
  return { creditCents, planTotalCents: input.newPlanTotalCents, amountDueCents: Math.max(0, input.newPlanTotalCents - creditCents) };
}
