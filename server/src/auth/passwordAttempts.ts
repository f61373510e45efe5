import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { RateLimitSettings, ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { Admitted, AttemptCounters, Streak } from '../http/attemptCounters';
import { TooManyRequests } from '../http/rateLimit';
import { sourceAddress } from '../http/sourceAddress';
import { normalizeEmail } from '../lib/email';
import { hashToken } from '../lib/secureTokens';
import { DeviceCookies, deviceCookieKey } from './deviceCookie';
import { lockCapped, lockEnd, type LockRule } from './lockSchedule';
import { verifyPassword } from './passwords';
import { TOKEN_HEADER } from './requireAuth';
import type { SessionCache } from './sessionCache';

/** A streak of wrong passwords is forgotten after a quiet day. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** What every streak of an account is filed under, so that a password reset clears them all. */
const accountSubject = (userId: number) => `password:user:${userId}`;
/** The account's streak over every unknown browser: at its longest lock, the account is under attack. */
const unknownSourcesKey = (userId: number) => `password:user:${userId}:unknown`;

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

/** An attempt let through (and counted as a wrong password until `succeeded` says otherwise). */
export interface AdmittedAttempt extends PasswordAttempt {
  admission: Admitted;
}

interface Bucket {
  key: string;
  threshold: number;
  /** The attempt's own streak, which its right password ends (not the address's or the account's as a whole). */
  own: boolean;
  /** A streak of the account (not of the address over every account): a password reset lifts its lock. */
  ofAccount: boolean;
}

export interface PasswordAttemptsDeps {
  counters: AttemptCounters;
  settings: RateLimitSettings;
  devices: DeviceCookies;
  /** A live session by token hash (auth/sessionCache.ts). */
  findSession(tokenHash: string, now: Date): Promise<{ id: number; user_id: number } | undefined>;
  /**
   * Unknown browsers' wrong passwords locked `userId` for the longest a lock lasts (the account is
   * under attack): tell its owner (auth/attackNotice.ts; at most once a day, after the answer).
   */
  accountUnderAttack(userId: number): void;
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
 * `maxLockMs`. A lock of the account at that cap is one a slow guesser can renew for ever, so its
 * 429 also offers a password reset (which lifts every lock of the account: `liftAccountLocks`),
 * and the owner is told once that someone is trying (`accountUnderAttack`). An attempt is counted when it is let through, before its password is checked, so a
 * burst of simultaneous guesses gets no more tries than a sequence; a right password takes it
 * back. Counts live in the database, shared by every instance.
 *
 * Callers: `verify` does the whole check. Or: `admit` before checking a password (429 while
 * locked), then `succeeded` when it was right. `secondsLocked` only looks.
 */
export class PasswordAttempts {
  constructor(private readonly deps: PasswordAttemptsDeps) {}

  /** Seconds until `account` may be tried from this request's source or device; 0 when it is not locked. */
  async secondsLocked(request: FastifyRequest, account: PasswordAccount): Promise<number> {
    const attempt = await this.attemptOf(request, account);
    const end = await this.deps.counters.lockedUntil(this.bucketsOf(attempt).map((bucket) => bucket.key));
    return this.secondsUntil(end);
  }

  /**
   * Lets one try at `account`'s password through, counted as a wrong one in every streak it
   * belongs to; throws TooManyRequests (429, Retry-After) instead while any of them is locked.
   */
  async admit(request: FastifyRequest, account: PasswordAccount): Promise<AdmittedAttempt> {
    const attempt = await this.attemptOf(request, account);
    const admission = await this.deps.counters.admit(this.streaksOf(attempt), this.forgetMs());
    if (!admission.admitted) throw this.refusal(attempt, admission.lockedUntil, admission.capped);
    this.noticeAttack(attempt, admission.capped);
    return { ...attempt, admission };
  }

  /**
   * A password reset proved the mailbox: every streak and lock of `userId` (every source, every
   * device) ends, in the reset's transaction `trx`.
   */
  liftAccountLocks(trx: Kysely<Database>, userId: number): Promise<void> {
    return this.deps.counters.forgetSubject(trx, accountSubject(userId));
  }

  /** 429; when a lock of the account at its longest is among those refusing, with the reset that ends it. */
  private refusal(attempt: PasswordAttempt, lockedUntil: number, capped: string[]): TooManyRequests {
    const seconds = this.secondsUntil(lockedUntil);
    const accountKeys = new Set(this.bucketsOf(attempt).filter((bucket) => bucket.ofAccount).map((bucket) => bucket.key));
    return capped.some((key) => accountKeys.has(key)) ? TooManyRequests.withReset(seconds) : new TooManyRequests(seconds);
  }

  /** The account-wide streak of unknown browsers reached the longest lock: its owner is told. */
  private noticeAttack(attempt: PasswordAttempt, capped: string[]): void {
    const { userId } = attempt.account;
    if (userId !== null && capped.includes(unknownSourcesKey(userId))) this.deps.accountUnderAttack(userId);
  }

  /** The password was right: the streak of this device (or of the account from this address) ends, and the try is taken back elsewhere. */
  async succeeded(attempt: AdmittedAttempt): Promise<void> {
    const buckets = this.bucketsOf(attempt);
    await this.deps.counters.forget(buckets.filter((bucket) => bucket.own).map((bucket) => bucket.key));
    await this.deps.counters.takeBack(
      attempt.admission,
      buckets.filter((bucket) => !bucket.own).map((bucket) => bucket.key),
    );
  }

  /** Counts one wrong password for `account` from this request, unless it is locked (refused tries are not counted). */
  async recordFailure(request: FastifyRequest, account: PasswordAccount): Promise<void> {
    const attempt = await this.attemptOf(request, account);
    const admission = await this.deps.counters.admit(this.streaksOf(attempt), this.forgetMs());
    if (admission.admitted) this.noticeAttack(attempt, admission.capped);
  }

  /**
   * The whole check: 429 while locked, else the password verified against `passwordHash` (a
   * throw-away hash when there is none, so the time is the same) and the outcome counted.
   */
  async verify(request: FastifyRequest, account: PasswordAccount, passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const attempt = await this.admit(request, account);
    const valid = (await verifyPassword(passwordHash, password)) && account.userId !== null;
    if (valid) await this.succeeded(attempt);
    return valid;
  }

  /** After a successful sign-in: this browser becomes a known device of the account (the device cookie). */
  rememberDevice(request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
    return this.deps.devices.remember(request, reply, userId);
  }

  /** Whether this browser holds a genuine device cookie of `userId` (a browser that signed in to it before). */
  async isKnownDevice(request: FastifyRequest, userId: number): Promise<boolean> {
    return (await this.deps.devices.deviceOf(request, userId)) !== null;
  }

  /** Where an attempt at `account`'s password comes from: a known device of it, or an unknown browser. */
  private async attemptOf(request: FastifyRequest, account: PasswordAccount): Promise<PasswordAttempt> {
    return { account, ip: sourceAddress(request), knownDevice: await this.knownDeviceOf(request, account.userId) };
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
    const bucket = (key: string, threshold: number, own: boolean, ofAccount = true): Bucket => ({ key: `password:${key}`, threshold, own, ofAccount });
    const accountKey = account.userId === null ? `email:${normalizeEmail(account.email)}` : `user:${account.userId}`;
    const buckets = knownDevice
      ? [bucket(`${accountKey}:${knownDevice}`, signIn.perAccount, true)]
      : [
          bucket(`${accountKey}:ip:${ip}`, signIn.perAccount, true),
          bucket(`${accountKey}:unknown`, signInLock.perAccountAllSources, false),
          bucket(`ip:${ip}`, signIn.perIp, false, false),
        ];
    return buckets.filter((candidate) => candidate.threshold > 0);
  }

  private streaksOf(attempt: PasswordAttempt): Streak[] {
    const { lockMs, maxLockMs } = this.deps.settings.signInLock;
    const { userId } = attempt.account;
    return this.bucketsOf(attempt).map(({ key, threshold, ofAccount }) => {
      const rule: LockRule = { threshold, lockMs, maxLockMs };
      return {
        key,
        lockEnd: (count: number, lastAt: number) => lockEnd(rule, { count, lastAt }),
        capped: (count: number) => lockCapped(rule, count),
        ...(ofAccount && userId !== null ? { subject: accountSubject(userId) } : {}),
      };
    });
  }

  /** A streak outlives its longest lock: forgotten after a quiet day, or twice the longest lock if longer. */
  private forgetMs(): number {
    return Math.max(FORGET_AFTER_MS, 2 * this.deps.settings.signInLock.maxLockMs);
  }

  private secondsUntil(end: number): number {
    const now = this.deps.counters.now();
    return end > now ? Math.ceil((end - now) / 1000) : 0;
  }
}

/** The app's budget: counters in `db`, device cookies signed with the configured (or generated) key. */
export function createPasswordAttempts(
  config: ServerConfig,
  db: Kysely<Database>,
  counters: AttemptCounters,
  sessions: SessionCache,
  accountUnderAttack: (userId: number) => void,
): PasswordAttempts {
  return new PasswordAttempts({
    counters,
    settings: config.rateLimits,
    devices: new DeviceCookies(config, deviceCookieKey(config, db)),
    findSession: (tokenHash, now) => sessions.find(tokenHash, now),
    accountUnderAttack,
  });
}
