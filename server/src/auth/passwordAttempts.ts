import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimitSettings, ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { AttemptCounters } from '../http/attemptCounters';
import { TooManyRequests } from '../http/rateLimit';
import { normalizeEmail } from '../lib/email';
import { hashToken } from '../lib/secureTokens';
import { DeviceCookies, deviceCookieKey } from './deviceCookie';
import { lockEnd, type LockRule } from './lockSchedule';
import { verifyPassword } from './passwords';
import { TOKEN_HEADER } from './requireAuth';
import type { SessionCache } from './sessionCache';

/** A streak of wrong passwords is forgotten after a quiet day (or twice the longest lock, if longer). */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** Whose password is tried: the account when it exists, else the email, so an unknown email behaves alike. */
export interface PasswordAccount {
  email: string;
  userId: number | null;
}

/** One try at an account's password, and where it comes from. */
export interface PasswordAttempt {
  account: PasswordAccount;
  ip: string;
  /**
   * 'device:{id}' for a genuine device cookie of the account, 'session:{id}' for a live session
   * of it; null for a browser the account does not know.
   */
  knownDevice: string | null;
}

interface Bucket {
  key: string;
  rule: LockRule;
  /** The attempt's own streak, which its right password ends (not the address's or the account's as a whole). */
  own: boolean;
}

export interface PasswordAttemptsDeps {
  counters: AttemptCounters;
  settings: RateLimitSettings;
  devices: DeviceCookies;
  /** A live session by token hash (auth/sessionCache.ts). */
  findSession(tokenHash: string, now: Date): Promise<{ id: number; user_id: number } | undefined>;
}

/**
 * The budget of wrong passwords that sign-in and every other password check share, in growing
 * locks instead of one long one, so that a guesser slows down without locking the customer out:
 *
 * - a known device of the account (a browser holding its device cookie, or a live session of it)
 *   is counted alone: `signIn.perAccount` failures lock that device only;
 * - any other browser is counted per account and source address (`signIn.perAccount`), per source
 *   address over every account (`signIn.perIp`), and per account over every unknown source
 *   (`signInLock.perAccountAllSources`), so neither one address nor many get far.
 *
 * A lock refuses the account's password checks from what it covers with 429 and Retry-After
 * before any password is checked; it lasts `lockMs`, doubling with each failure after it, up to
 * `maxLockMs`. Counts live in the database, shared by every instance.
 *
 * Callers: `verify` does the whole check; or `attemptOf`, then `assertNotLocked` before checking
 * a password, then `recordFailure` or `recordSuccess`.
 */
export class PasswordAttempts {
  constructor(private readonly deps: PasswordAttemptsDeps) {}

  /** Where an attempt at `account`'s password comes from: a known device of it, or an unknown browser. */
  async attemptOf(request: FastifyRequest, account: PasswordAccount): Promise<PasswordAttempt> {
    return { account, ip: request.ip, knownDevice: await this.knownDeviceOf(request, account.userId) };
  }

  /** Seconds until `attempt` may try a password again; 0 when it is not locked. */
  async secondsLocked(attempt: PasswordAttempt): Promise<number> {
    const buckets = this.bucketsOf(attempt);
    const streaks = await this.deps.counters.read(buckets.map((bucket) => bucket.key));
    const now = this.deps.counters.now();
    let end = 0;
    for (const bucket of buckets) {
      const streak = streaks.get(bucket.key);
      if (streak) end = Math.max(end, lockEnd(bucket.rule, streak));
    }
    return end > now ? Math.ceil((end - now) / 1000) : 0;
  }

  /** Throws TooManyRequests (429, Retry-After) while `attempt` is locked. */
  async assertNotLocked(attempt: PasswordAttempt): Promise<void> {
    const seconds = await this.secondsLocked(attempt);
    if (seconds > 0) throw new TooManyRequests(seconds);
  }

  /** Counts a wrong password (or an unknown email) in every bucket the attempt belongs to. */
  async recordFailure(attempt: PasswordAttempt): Promise<void> {
    const forgetMs = Math.max(FORGET_AFTER_MS, 2 * this.deps.settings.signInLock.maxLockMs);
    await this.deps.counters.addFailure(
      this.bucketsOf(attempt).map((bucket) => bucket.key),
      forgetMs,
    );
  }

  /** A right password clears the streak of this device, or of this account from this address. */
  async recordSuccess(attempt: PasswordAttempt): Promise<void> {
    const own = this.bucketsOf(attempt).filter((bucket) => bucket.own);
    await this.deps.counters.forget(own.map((bucket) => bucket.key));
  }

  /**
   * The whole check: 429 while locked, else the password verified against `passwordHash` (a
   * throw-away hash when there is none, so the time is the same) and the outcome counted.
   */
  async verify(request: FastifyRequest, account: PasswordAccount, passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const attempt = await this.attemptOf(request, account);
    await this.assertNotLocked(attempt);
    const valid = (await verifyPassword(passwordHash, password)) && account.userId !== null;
    if (valid) await this.recordSuccess(attempt);
    else await this.recordFailure(attempt);
    return valid;
  }

  /** After a successful sign-in: this browser becomes a known device of the account (the device cookie). */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    return this.deps.devices.remember(request, reply, userId);
  }

  private async knownDeviceOf(request: FastifyRequest, userId: number | null): Promise<string | null> {
    if (userId === null) return null;
    const deviceId = await this.deps.devices.deviceOf(request, userId);
    if (deviceId) return `device:${deviceId}`;
    const sessionId = await this.liveSessionOf(request, userId);
    return sessionId === null ? null : `session:${sessionId}`;
  }

  /** The caller's live session of `userId`: from requireAuth when it ran, else from the header (never refused here). */
  private async liveSessionOf(request: FastifyRequest, userId: number): Promise<number | null> {
    if (request.auth) return request.auth.userId === userId ? request.auth.sessionId : null;
    const match = TOKEN_HEADER.exec(request.headers.authorization?.trim() ?? '');
    if (!match) return null;
    const session = await this.deps.findSession(hashToken(match[1]), new Date(this.deps.counters.now()));
    return session?.user_id === userId ? session.id : null;
  }

  private bucketsOf({ account, ip, knownDevice }: PasswordAttempt): Bucket[] {
    const { signIn, signInLock } = this.deps.settings;
    const bucket = (key: string, threshold: number, own: boolean): Bucket => ({
      key: `password:${key}`,
      rule: { threshold, lockMs: signInLock.lockMs, maxLockMs: signInLock.maxLockMs },
      own,
    });
    const accountKey = account.userId === null ? `email:${normalizeEmail(account.email)}` : `user:${account.userId}`;
    const buckets = knownDevice
      ? [bucket(`${accountKey}:${knownDevice}`, signIn.perAccount, true)]
      : [
          bucket(`${accountKey}:ip:${ip}`, signIn.perAccount, true),
          bucket(`${accountKey}:unknown`, signInLock.perAccountAllSources, false),
          bucket(`ip:${ip}`, signIn.perIp, false),
        ];
    return buckets.filter((candidate) => candidate.rule.threshold > 0);
  }
}

/** The app's budget: counters in `db`, device cookies signed with the configured (or generated) key. */
export function createPasswordAttempts(config: ServerConfig, db: Kysely<Database>, counters: AttemptCounters, sessions: SessionCache): PasswordAttempts {
  return new PasswordAttempts({
    counters,
    settings: config.rateLimits,
    devices: new DeviceCookies(config, deviceCookieKey(config, db)),
    findSession: (tokenHash, now) => sessions.find(tokenHash, now),
  });
}
