import { createHash } from 'node:crypto';
import type { PaymentLimitSettings } from '../config';
import type { AttemptCounters } from '../http/attemptCounters';
import { TooManyRequests } from '../http/rateLimit';
import { sourceGroupOf } from '../http/sourceAddress';

const DAY_MS = 24 * 60 * 60_000;

/** The wait in words, as the other 429 texts give it (Retry-After carries it in seconds). */
function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes <= 120) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `${Math.ceil(minutes / 60)} hours`;
}

export const tooManyDeclines = (seconds: number) => `Too many declined payments. Please try again in ${waitInWords(seconds)}.`;
export const tooManyNewCards = (seconds: number) => `Too many new cards used today. Please try again in ${waitInWords(seconds)}.`;

/** A 429 with Retry-After (the error handler sets it for every TooManyRequests) and a payment's own text. */
export class PaymentRefused extends TooManyRequests {
  constructor(retryAfterSeconds: number, text: (seconds: number) => string) {
    super(retryAfterSeconds);
    this.message = text(retryAfterSeconds);
  }
}

/** Who pays with what: the counts a decline adds to, and what a new one-time card is told apart by. */
export interface PaymentAttempt {
  userId: number;
  /** The request's source address. */
  ip: string;
  /** The provider's fingerprint of the card to be charged; null when the provider has none for it. */
  cardFingerprint: string | null;
  /** For a one-time card: its token, which tells cards apart when there is no fingerprint. */
  oneTimeCardToken?: string;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Card-testing limits, counted in the database (shared by every instance): declined payments per
 * account, per source address and per card fingerprint in a window, and distinct one-time cards
 * per account per day. A purchase over any of them is refused before anything is charged. A
 * successful payment resets nothing, or an attacker would slip one in between the declines.
 * Parallel requests are checked before any of them is declined, so a burst may overshoot a limit
 * by the requests already in flight; the next one is refused.
 */
export class PaymentVelocity {
  constructor(
    private readonly counters: AttemptCounters,
    private readonly limits: PaymentLimitSettings,
  ) {}

  private declineKeys(attempt: PaymentAttempt): [string, number][] {
    const keys: [string, number][] = [
      [`payment-declines:account:${attempt.userId}`, this.limits.declinesPerAccount],
      // Grouped as every per-source count is (an IPv6 /64 is one source).
      [`payment-declines:ip:${sourceGroupOf(attempt.ip)}`, this.limits.declinesPerIp],
    ];
    if (attempt.cardFingerprint) keys.push([`payment-declines:card:${attempt.cardFingerprint}`, this.limits.declinesPerCard]);
    return keys.filter(([, limit]) => limit > 0);
  }

  private secondsUntil(endsAt: number): number {
    return Math.max(1, Math.ceil((endsAt - this.counters.now()) / 1000));
  }

  /** Throws PaymentRefused (429) if the attempt is over a limit; else counts its one-time card, if new today. */
  async admit(attempt: PaymentAttempt): Promise<void> {
    let wait = 0;
    for (const [key, limit] of this.declineKeys(attempt)) {
      const window = await this.counters.peekWindow(key);
      if (window && window.count >= limit) wait = Math.max(wait, this.secondsUntil(window.endsAt));
    }
    if (wait > 0) throw new PaymentRefused(wait, tooManyDeclines);
    if (attempt.oneTimeCardToken !== undefined) await this.admitOneTimeCard(attempt.userId, attempt.cardFingerprint ?? `token:${digest(attempt.oneTimeCardToken)}`);
  }

  /** A card used before today by this account is not new; a new one counts towards the day's limit. */
  private async admitOneTimeCard(userId: number, card: string): Promise<void> {
    const limit = this.limits.newCardsPerAccountPerDay;
    if (limit <= 0) return;
    const seenKey = `one-time-card:account:${userId}:card:${card}`;
    if (await this.counters.peekWindow(seenKey)) return;
    const countKey = `one-time-cards:account:${userId}`;
    const cards = await this.counters.peekWindow(countKey);
    if (cards && cards.count >= limit) throw new PaymentRefused(this.secondsUntil(cards.endsAt), tooManyNewCards);
    await this.counters.hitWindow(countKey, DAY_MS);
    await this.counters.hitWindow(seenKey, DAY_MS);
  }

  /** Counts a declined payment (or a card refused when saved) against its account, source and card. */
  async recordDecline(attempt: PaymentAttempt): Promise<void> {
    for (const [key] of this.declineKeys(attempt)) await this.counters.hitWindow(key, this.limits.declineWindowMs);
  }
}
