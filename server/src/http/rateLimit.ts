import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitRule } from '../config';
import { HttpFailure } from './HttpFailure';

/** 429's failure: the SPEC §8 shape, with the wait in words (Retry-After carries it in seconds). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/** A 4xx the error handler answers as { failure }, with the Retry-After header set on the reply. */
export class TooManyRequests extends HttpFailure {
  constructor(readonly retryAfterSeconds: number) {
    super(429, tooManyAttempts(retryAfterSeconds));
  }
}

interface Window {
  count: number;
  resetsAt: number;
}

/**
 * Fixed-window counters in memory, one per key. In memory on purpose: one server process, and a
 * restart forgetting the counts costs an attacker no more than a window. Expired windows are
 * swept as the map grows, so a flood of distinct keys cannot grow it without bound.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, Window>();
  private sweepAt = 1024;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; answers the seconds to wait when the key is over its limit, else 0. */
  hit(key: string): number {
    if (this.limit <= 0) return 0;
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || window.resetsAt <= now) {
      window = { count: 0, resetsAt: now + this.windowMs };
      this.windows.set(key, window);
      if (this.windows.size >= this.sweepAt) this.sweep(now);
    }
    window.count += 1;
    return window.count > this.limit ? Math.max(1, Math.ceil((window.resetsAt - now) / 1000)) : 0;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
    this.sweepAt = Math.max(1024, this.windows.size * 2);
  }
}

/**
 * One endpoint's limits: by client address and by account (an email, or the signed-in user), so
 * neither one address trying many accounts nor many addresses trying one account get far.
 */
export class EndpointRateLimit {
  private readonly byIp: FixedWindowCounter;
  private readonly byAccount: FixedWindowCounter;

  constructor(rule: RateLimitRule, windowMs: number, now?: () => number) {
    this.byIp = new FixedWindowCounter(rule.perIp, windowMs, now);
    this.byAccount = new FixedWindowCounter(rule.perAccount, windowMs, now);
  }

  /** Counts the attempt under both keys; throws TooManyRequests if either is over its limit. */
  check(ip: string, account: string | null): void {
    const ipWait = this.byIp.hit(ip);
    const accountWait = account === null ? 0 : this.byAccount.hit(account.trim().toLowerCase());
    const wait = Math.max(ipWait, accountWait);
    if (wait > 0) throw new TooManyRequests(wait);
  }

  /** A preHandler (the body is parsed and valid by then) counting `accountOf(request)`. */
  hook(accountOf: (request: FastifyRequest) => string | null): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest, _reply: FastifyReply) => this.check(request.ip, accountOf(request));
  }
}

/** The limited endpoints of the API. */
export interface RateLimits {
  signIn: EndpointRateLimit;
  signUp: EndpointRateLimit;
  passwordReset: EndpointRateLimit;
  resendVerification: EndpointRateLimit;
  numberSearch: EndpointRateLimit;
  emailChange: EndpointRateLimit;
}

export function createRateLimits(settings: { windowMs: number } & Record<keyof RateLimits, RateLimitRule>): RateLimits {
  const make = (rule: RateLimitRule) => new EndpointRateLimit(rule, settings.windowMs);
  return {
    signIn: make(settings.signIn),
    signUp: make(settings.signUp),
    passwordReset: make(settings.passwordReset),
    resendVerification: make(settings.resendVerification),
    numberSearch: make(settings.numberSearch),
    emailChange: make(settings.emailChange),
  };
}
