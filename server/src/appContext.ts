import type { onRequestAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { PasswordAttempts } from './auth/passwordAttempts';
import type { PausePoint } from './billing/pausePoint';
import type { PaymentVelocity } from './billing/paymentVelocity';
import type { ServerConfig } from './config';
import type { ChangeHub } from './db/changeHub';
import type { JobWakeUps } from './jobs/jobWakeUps';
import type { Database } from './db/schema';
import type { RateLimits } from './http/rateLimit';
import type { HeavyReads } from './http/sharedHeavyReads';
import type { MailOutbox } from './mail/mailOutbox';
import type { BackgroundTasks } from './jobs/backgroundTasks';
import type { AppMetrics } from './metrics/appMetrics';
import type { Providers } from './providers';

/** What every route module receives: configuration, database, providers and shared hooks. */
export interface AppContext {
  config: ServerConfig;
  db: Kysely<Database>;
  providers: Providers;
  /** Every mail the app sends goes here (mail/mailOutbox.ts), never to providers.mail directly. */
  mail: MailOutbox;
  background: BackgroundTasks;
  /** `onRequest` hook for routes that need `Authorization: Token {token}`; sets `request.auth`. */
  requireAuth: onRequestAsyncHookHandler;
  /** `onRequest` hook for public routes: sets `request.auth` when a token is sent, else leaves it null. */
  acceptAuth: onRequestAsyncHookHandler;
  /** Attempt counters of the endpoints attackers guess at (sign-in, sign-up, resets, search). */
  rateLimits: RateLimits;
  /** Card-testing limits on declined payments and one-time cards (billing/paymentVelocity.ts). */
  paymentVelocity: PaymentVelocity;
  /** The wrong-password budget every password check shares (sign-in, resend verification, …). */
  passwordAttempts: PasswordAttempts;
  /** Turns for each customer's expensive reads (call log, chats, eSIM usage): two at a time, across instances. */
  heavyReads: HeavyReads;
  /** The database's change announcements, for whatever keeps a copy of data (routes/plans.ts). */
  changes: ChangeHub;
  /** Where a purchase may be stopped by a test (billing/pausePoint.ts); does nothing unless a test supplies one. */
  pausePoint: PausePoint;
  /** Now, in ms since the epoch: Date.now, or the clock a test moves (AppDeps.clock). Proofs of identity are timed by it. */
  clock: () => number;
  /** This app's Prometheus series (metrics/appMetrics.ts). */
  metrics: AppMetrics;
  /** The background jobs (jobs/index.ts): a request that knows work is due soon wakes its job. */
  jobs: JobWakeUps;
}
