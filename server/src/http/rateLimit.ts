import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { RateLimitRule } from '../config';
import type { AttemptCounters } from './attemptCounters';
import { HttpFailure } from './HttpFailure';
import { sourceAddress, sourceGroupOf } from './sourceAddress';

/** 429's failure: the SPEC §8 shape, with the wait in words (Retry-After carries it in seconds). */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many attempts. Please try again in ${wait}.`;
}

/** Where the SPA asks for a password reset link: the way out of a sign-in lock at its longest. */
export const RESET_PATH = '/app/forgot-password';

/** A 4xx the error handler answers as { failure } (and `reset_path` when given), with the Retry-After header set on the reply. */
export class TooManyRequests extends HttpFailure {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = tooManyAttempts(retryAfterSeconds),
    /** A sign-in lock the owner can end now by resetting the password. */
    readonly resetPath: string | null = null,
  ) {
    super(429, message);
  }

  /** A sign-in lock at its longest: the wait, and the reset that ends it at once. */
  static withReset(retryAfterSeconds: number): TooManyRequests {
    return new TooManyRequests(retryAfterSeconds, `${tooManyAttempts(retryAfterSeconds)} You can also reset your password to sign in now.`, RESET_PATH);
  }
}

/** At most `limit` attempts per key in a fixed window, counted in the database (http/attemptCounters.ts). */
export class FixedWindowLimit {
  constructor(
    private readonly counters: AttemptCounters,
    /** Keeps this limit's keys apart from every other's. */
    private readonly name: string,
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one attempt; answers the seconds to wait when the key is over its limit, else 0. */
  async hit(key: string): Promise<number> {
    if (this.limit <= 0) return 0;
    const { count, endsAt } = await this.counters.hitWindow(`${this.name}:${key}`, this.windowMs);
    return count > this.limit ? Math.max(1, Math.ceil((endsAt - this.counters.now()) / 1000)) : 0;
  }
}

/**
 * One endpoint's limits: by client address and by account (an email, or the signed-in user), so
 * neither one address trying many accounts nor many addresses trying one account get far.
 */
export class EndpointRateLimit {
  private readonly byIp: FixedWindowLimit;
  private readonly byAccount: FixedWindowLimit;

  constructor(counters: AttemptCounters, name: string, rule: RateLimitRule, windowMs: number) {
    this.byIp = new FixedWindowLimit(counters, `${name}:ip`, rule.perIp, windowMs);
    this.byAccount = new FixedWindowLimit(counters, `${name}:account`, rule.perAccount, windowMs);
  }

  /** Counts the attempt under both keys (the address as its source group); throws TooManyRequests if either is over its limit. */
  async check(ip: string, account: string | null): Promise<void> {
    const ipWait = await this.byIp.hit(sourceGroupOf(ip));
    const accountWait = account === null ? 0 : await this.byAccount.hit(account.trim().toLowerCase());
    const wait = Math.max(ipWait, accountWait);
    if (wait > 0) throw new TooManyRequests(wait);
  }

  /** A preHandler (the body is parsed and valid by then) counting `accountOf(request)`. */
  hook(accountOf: (request: FastifyRequest) => string | null): preHandlerAsyncHookHandler {
    return async (request: FastifyRequest, _reply: FastifyReply) => this.check(sourceAddress(request), accountOf(request));
  }
}

/**
 * The fixed-window limits of the API. Sign-in's wrong passwords have their own growing locks
 * (auth/passwordAttempts.ts); `signIn` here is for endpoints to be limited like sign-in.
 */
export interface RateLimits {
  signIn: EndpointRateLimit;
  signUp: EndpointRateLimit;
  passwordReset: EndpointRateLimit;
  resendVerification: EndpointRateLimit;
  numberSearch: EndpointRateLimit;
  numberPurchase: EndpointRateLimit;
  socialNonce: EndpointRateLimit;
  emailChange: EndpointRateLimit;
  vitals: EndpointRateLimit;
}

export function createRateLimits(settings: { windowMs: number } & Record<keyof RateLimits, RateLimitRule>, counters: AttemptCounters): RateLimits {
  const make = (name: keyof RateLimits) => new EndpointRateLimit(counters, name, settings[name], settings.windowMs);
  return {
    signIn: make('signIn'),
    signUp: make('signUp'),
    passwordReset: make('passwordReset'),
    resendVerification: make('resendVerification'),
    numberSearch: make('numberSearch'),
    numberPurchase: make('numberPurchase'),
    socialNonce: make('socialNonce'),
    emailChange: make('emailChange'),
    vitals: make('vitals'),
  };
}
