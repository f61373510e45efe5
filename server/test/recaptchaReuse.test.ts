import { randomUUID } from 'node:crypto';
import { RECAPTCHA_FAILED } from '../src/http/messages';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { balanceOf, buyCredits, buyPlan, plansByInterval, saveCard } from './helpers/billing';
import { startTestServer, stopTestServer, SERVER_START_TIMEOUT_MS, type TestServer } from './helpers/testServer';
import { createSignedInUser } from './helpers/users';

/**
 * A reCAPTCHA pass is good for one purchase. The sandbox verifier here has Google's semantics (a
 * token passes once), so whatever passes twice below was let through by the pass, not by the verifier.
 */
const server = {} as TestServer;
beforeAll(async () => Object.assign(server, await startTestServer()), SERVER_START_TIMEOUT_MS);
afterAll(() => stopTestServer(server));

async function customerWithCard() {
  const user = await createSignedInUser(server);
  await saveCard(server, user);
  return user;
}

describe('one reCAPTCHA pass, one purchase', () => {
  test('a second purchase with the same token is refused with the reCAPTCHA failure text, and charges nothing', async () => {
    const user = await customerWithCard();
    const token = sandboxRecaptchaToken();
    expect((await buyCredits(server, user, 'credits_1000', { recaptcha: token })).statusCode).toBe(200);
    const before = await balanceOf(server, user);
    const second = await buyCredits(server, user, 'credits_1000', { recaptcha: token });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ failure: RECAPTCHA_FAILED });
    expect(await balanceOf(server, user)).toBe(before);
  });

  test('the same purchase retried with the same Idempotency-Key (a network retry) still succeeds, once', async () => {
    const user = await customerWithCard();
    const token = sandboxRecaptchaToken();
    const key = randomUUID();
    expect((await buyCredits(server, user, 'credits_1000', { recaptcha: token, key })).statusCode).toBe(200);
    const balance = await balanceOf(server, user);
    expect((await buyCredits(server, user, 'credits_1000', { recaptcha: token, key })).statusCode).toBe(200);
    expect(await balanceOf(server, user)).toBe(balance);
  });

  test('a double click (two requests at once, one key, one token) is one purchase, not a refusal', async () => {
    const user = await customerWithCard();
    const token = sandboxRecaptchaToken();
    const key = randomUUID();
    const before = await balanceOf(server, user);
    const answers = await Promise.all([buyCredits(server, user, 'credits_1000', { recaptcha: token, key }), buyCredits(server, user, 'credits_1000', { recaptcha: token, key })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(await balanceOf(server, user)).toBe(before + 10);
  });

  test('after a decline, the same key and token are refused: the next attempt needs a new pass', async () => {
    const user = await createSignedInUser(server);
    const token = sandboxRecaptchaToken();
    const key = randomUUID();
    const attempt = (recaptcha: string, card: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/webpurchasecredit',
        headers: { ...user.headers, 'idempotency-key': key },
        payload: { plan: 'credits_1000', recaptcha_token: recaptcha, card_token: card },
      });
    expect((await attempt(token, 'tok_chargeDeclined')).statusCode).toBe(402);
    const again = await attempt(token, 'tok_chargeDeclinedInsufficientFunds');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ failure: RECAPTCHA_FAILED });
    expect((await attempt(sandboxRecaptchaToken(), 'tok_visa')).statusCode).toBe(200);
  });

  test('the checkout buys its plan and then its credit add-on with the one token the customer earned, and nothing more', async () => {
    const user = await customerWithCard();
    const plans = await plansByInterval(server, user);
    const token = sandboxRecaptchaToken();
    expect((await buyPlan(server, user, '/websubscription', plans.month.plan_id, { recaptcha: token })).statusCode).toBe(200);
    const before = await balanceOf(server, user);
    expect((await buyCredits(server, user, null, { recaptcha: token })).statusCode).toBe(200);
    expect(await balanceOf(server, user)).toBe(before + 10);
    const third = await buyCredits(server, user, null, { recaptcha: token });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ failure: RECAPTCHA_FAILED });
  });

  test('an upgrade whose quote went stale is confirmed again at its new price with the same token, once', async () => {
    const user = await customerWithCard();
    const plans = await plansByInterval(server, user);
    expect((await buyPlan(server, user, '/websubscription', plans['3 months'].plan_id)).statusCode).toBe(200);
    const quoteOf = async () => (await server.app.inject({ method: 'GET', url: `/api/webupgradesubscription/quote?plan=${plans.year.plan_id}`, headers: user.headers })).json<{ quote_id: string }>();
    const confirm = (quoteId: string, recaptcha: string) =>
      server.app.inject({ method: 'POST', url: '/api/webupgradesubscription', headers: { ...user.headers, 'idempotency-key': randomUUID() }, payload: { plan: plans.year.plan_id, recaptcha_token: recaptcha, quote_id: quoteId } });
    const token = sandboxRecaptchaToken();
    const first = await quoteOf();
    // The period changes between the quote and its confirmation (a renewal): the quote no longer holds.
    const live = await server.db.selectFrom('subscriptions').selectAll().where('user_id', '=', user.userId).where('status', '<>', 'canceled').executeTakeFirstOrThrow();
    await server.db.updateTable('subscriptions').set({ current_period_end: new Date(new Date(live.current_period_end).getTime() + 86_400_000) }).where('id', '=', live.id).execute();
    expect((await confirm(first.quote_id, token)).statusCode).toBe(409);
    const second = await quoteOf();
    expect((await confirm(second.quote_id, token)).statusCode).toBe(200);
    // As any plan purchase, the upgrade leaves its checkout's one add-on; then the pass is spent.
    expect((await buyCredits(server, user, null, { recaptcha: token })).statusCode).toBe(200);
    const third = await buyCredits(server, user, 'credits_1000', { recaptcha: token });
    expect(third.statusCode).toBe(400);
    expect(third.json()).toEqual({ failure: RECAPTCHA_FAILED });
  });

  test("another customer cannot ride on someone else's passed token", async () => {
    const first = await customerWithCard();
    const second = await customerWithCard();
    const token = sandboxRecaptchaToken();
    expect((await buyCredits(server, first, 'credits_1000', { recaptcha: token })).statusCode).toBe(200);
    const stolen = await buyCredits(server, second, 'credits_1000', { recaptcha: token });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toEqual({ failure: RECAPTCHA_FAILED });
  });

  test('a double-clicked eSIM purchase is answered as one purchase, not refused for its spent token', async () => {
    const user = await customerWithCard();
    const token = sandboxRecaptchaToken();
    const key = randomUUID();
    const buy = () => server.app.inject({ method: 'POST', url: '/api/webpurchaseesim', headers: { ...user.headers, 'idempotency-key': key }, payload: { plan_id: 1, recaptcha_token: token } });
    expect((await buy()).statusCode).toBe(200);
    const again = await buy();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true, message: 'This eSIM purchase was already completed.' });
  });

  test('a token that never passed is refused every time', async () => {
    const user = await customerWithCard();
    expect((await buyCredits(server, user, 'credits_1000', { recaptcha: 'robot' })).statusCode).toBe(400);
    expect((await buyCredits(server, user, 'credits_1000', { recaptcha: 'robot' })).statusCode).toBe(400);
  });
});
