import { randomUUID } from 'node:crypto';
import type { Plan } from '../../../src/contract/api';
import type { AppContext } from '../../src/appContext';
import { createPasswordAttempts } from '../../src/auth/passwordAttempts';
import { createAcceptAuth, createRequireAuth } from '../../src/auth/requireAuth';
import { noPause } from '../../src/billing/pausePoint';
import { PaymentVelocity } from '../../src/billing/paymentVelocity';
import { SessionCache } from '../../src/auth/sessionCache';
import { ChangeHub } from '../../src/db/changeHub';
import { AttemptCounters } from '../../src/http/attemptCounters';
import { PerUserConcurrency } from '../../src/http/perUserConcurrency';
import { createRateLimits } from '../../src/http/rateLimit';
import { BackgroundTasks } from '../../src/jobs/backgroundTasks';
import { AppMetrics } from '../../src/metrics/appMetrics';
import type { Logger } from '../../src/lib/logger';
import { createProviders } from '../../src/providers';
import { sandboxRecaptchaToken } from '../../src/providers/recaptcha/sandboxRecaptchaVerifier';
import type { TestServer } from './testServer';
import { createSignedInUser, type SignedInUser } from './users';

export const quietLog: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

/** An app context on the test server's database and configuration, for calling server functions directly. */
export function contextOf(server: TestServer): AppContext {
  // Never listening, so it keeps nothing: every lookup asks the database.
  const sessions = new SessionCache(server.db, server.config.sessionIdleMs);
  const counters = new AttemptCounters(server.db);
  return {
    config: server.config,
    db: server.db,
    providers: createProviders(server.config, quietLog, server.db),
    // The app's own: what these calls queue is sent by the app (server.app.backgroundTasks.idle() waits for it).
    mail: server.app.mailOutbox,
    background: new BackgroundTasks(quietLog),
    requireAuth: createRequireAuth(sessions),
    acceptAuth: createAcceptAuth(sessions),
    rateLimits: createRateLimits(server.config.rateLimits, counters),
    paymentVelocity: new PaymentVelocity(counters, server.config.paymentLimits),
    passwordAttempts: createPasswordAttempts(server.config, server.db, counters, sessions, () => undefined),
    heavyReads: new PerUserConcurrency(),
    // Never listening either: nothing kept.
    changes: new ChangeHub(),
    pausePoint: noPause,
    clock: Date.now,
    metrics: new AppMetrics(),
    // No jobs run here: a test runs their passes itself.
    jobs: { wakeAt: () => undefined, wake: () => undefined },
  };
}

/** PUT /user/webprofile/more with a sandbox test token ('tok_visa' unless told). */
export function saveCard(server: TestServer, user: SignedInUser, token = 'tok_visa') {
  return server.app.inject({ method: 'PUT', url: '/api/user/webprofile/more', headers: user.headers, payload: { user_stripe_token: token } });
}

/** The seeded plans by interval: month, '3 months', year. */
export async function plansByInterval(server: TestServer, user: SignedInUser): Promise<Record<string, Plan<number>>> {
  const plans = (await server.app.inject({ method: 'GET', url: '/api/plans/', headers: user.headers })).json<Plan<number>[]>();
  return Object.fromEntries(plans.map((plan) => [plan.plan_interval, plan]));
}

export type SubscriptionPath = '/websubscription' | '/webresubscription' | '/webupgradesubscription';

/** A subscription purchase; `key` is sent as the Idempotency-Key header (a fresh one unless given, none if null). */
export function buyPlan(server: TestServer, user: SignedInUser, path: SubscriptionPath, plan: number, options: { key?: string | null; recaptcha?: string } = {}) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return server.app.inject({
    method: 'POST',
    url: `/api${path}`,
    headers: { ...user.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { plan, recaptcha_token: options.recaptcha ?? sandboxRecaptchaToken() },
  });
}

/** POST /webpurchasecredit; `plan` null is the checkout add-on. */
export function buyCredits(server: TestServer, user: SignedInUser, plan: string | null, options: { key?: string | null; recaptcha?: string } = {}) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return server.app.inject({
    method: 'POST',
    url: '/api/webpurchasecredit',
    headers: { ...user.headers, ...(key === null ? {} : { 'idempotency-key': key }) },
    payload: { plan, recaptcha_token: options.recaptcha ?? sandboxRecaptchaToken() },
  });
}

export async function balanceOf(server: TestServer, user: SignedInUser): Promise<number> {
  return (await server.app.inject({ method: 'GET', url: '/api/webgetbalance', headers: user.headers })).json<{ balance: number }>().balance;
}

/** A signed-in user with a saved card and an active monthly plan. */
export async function createSubscribedUser(server: TestServer, card = 'tok_visa'): Promise<SignedInUser> {
  const user = await createSignedInUser(server);
  const saved = await saveCard(server, user, card);
  if (saved.statusCode !== 200) throw new Error(`card not saved: ${saved.body}`);
  const plans = await plansByInterval(server, user);
  const subscribed = await buyPlan(server, user, '/websubscription', plans.month.plan_id);
  if (subscribed.statusCode !== 200) throw new Error(`not subscribed: ${subscribed.body}`);
  return user;
}
