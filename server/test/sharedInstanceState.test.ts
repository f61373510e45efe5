import type { Plan } from '../../src/contract/api';
import { createProviders } from '../src/providers';
import { sandboxMailsTo } from '../src/providers/mail/outboxMailer';
import type { RecaptchaVerifier } from '../src/providers/recaptcha/RecaptchaVerifier';
import { SANDBOX_RECAPTCHA_TOKEN } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { buyCredits, buyPlan, quietLog, saveCard } from './helpers/billing';
import { issueNonce, sandboxIdToken } from './helpers/socialTokens';
import { changesHeard, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser, signupPayload, uniqueEmail } from './helpers/users';

/**
 * Google's semantics for the purchase tokens here ('human-…'): good once, whichever server asks.
 * The sandbox checkbox's tokens still pass, for the sign-ups that create the test customers.
 */
const verified: string[] = [];
const onceOnly: RecaptchaVerifier = {
  async verify(token) {
    if (token.startsWith(SANDBOX_RECAPTCHA_TOKEN)) return true;
    const fresh = token.startsWith('human-') && !verified.includes(token);
    verified.push(token);
    return fresh;
  },
};

/** Two instances on one database, as behind a load balancer: nothing below may live in one process only. */
const { server, other, queries } = twoServersOnOneDatabase({}, (config, db) => ({ providers: { ...createProviders(config, quietLog, db), recaptcha: onceOnly } }));

const plansOf = async (through: TestServer) => (await through.app.inject({ method: 'GET', url: '/api/plans/' })).json<Plan<number>[]>();

describe('shared by every instance on the database', () => {
  test("a checkout's add-on on the other instance reuses the plan's reCAPTCHA pass: Google sees the token once", async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user);
    const plans = await plansOf(server);
    expect((await buyPlan(server, user, '/websubscription', plans[0].plan_id, { recaptcha: 'human-two-instances' })).statusCode).toBe(200);
    expect((await buyCredits(other, user, null, { recaptcha: 'human-two-instances' })).statusCode).toBe(200);
    expect(verified.filter((token) => token === 'human-two-instances')).toHaveLength(1);
    // Nobody else rides on it, on either instance.
    const stranger = await createSignedInUser(other);
    await saveCard(other, stranger);
    expect((await buyCredits(other, stranger, null, { recaptcha: 'human-two-instances' })).statusCode).toBe(400);
  });

  test('a sandbox sign-in token issued by one instance verifies on the other (one signing key, in the database)', async () => {
    const email = uniqueEmail('two-instances');
    const nonce = await issueNonce(server);
    const { idToken } = await sandboxIdToken(server, 'google', email, { nonce });
    const response = await other.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${encodeURIComponent(idToken)}` });
    expect(response.statusCode).toBe(200);
    const jwks = async (through: TestServer) => (await through.app.inject({ method: 'GET', url: '/api/sandbox/identity/jwks.json' })).json();
    expect(await jwks(other)).toEqual(await jwks(server));
  });

  test("mail sent by either instance is in the database's outbox", async () => {
    const emails = [uniqueEmail('outbox-a'), uniqueEmail('outbox-b')];
    for (const [index, through] of [server, other].entries()) {
      const response = await through.app.inject({ method: 'POST', url: '/api/user/newsignup', payload: signupPayload({ email: emails[index] }) });
      expect(response.statusCode).toBe(200);
      await through.app.backgroundTasks.idle();
    }
    for (const email of emails) {
      expect(await sandboxMailsTo(server.db, email)).toEqual([expect.objectContaining({ to: email, links: [expect.stringContaining('http://app.test/')] })]);
    }
  });

  test('a plan renamed in the database shows at once on both instances, which otherwise answer from memory', async () => {
    const [first] = await plansOf(server);
    await plansOf(other);
    queries.statements.length = 0;
    expect((await plansOf(server))[0].plan_name_en).toBe(first.plan_name_en);
    expect(queries.statements.filter((statement) => /from "plans"/.test(statement))).toEqual([]);

    const renamed = `${first.plan_name_en} (renamed)`;
    await server.db.updateTable('plans').set({ name_en: renamed }).where('id', '=', first.plan_id).execute();
    try {
      await Promise.all([changesHeard(server), changesHeard(other)]);
      expect((await plansOf(server))[0].plan_name_en).toBe(renamed);
      expect((await plansOf(other))[0].plan_name_en).toBe(renamed);
    } finally {
      await server.db.updateTable('plans').set({ name_en: first.plan_name_en }).where('id', '=', first.plan_id).execute();
    }
  });
});
