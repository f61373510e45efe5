import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema';
import { hasValidLuhnCheckDigit } from '../src/providers/esim/luhn';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccount } from '../src/seed/seedDemoAccount';
import type { CallLogItem, Chat } from '../../src/contract/api';
import { setupTestServer } from './helpers/testServer';
import { authHeader, signIn } from './helpers/users';

const server = setupTestServer();
const NOW = new Date('2025-06-15T12:00:00Z');

const USER_TABLES = ['phones', 'subscriptions', 'payments', 'wallet_entries', 'calls', 'chats', 'blocked_numbers', 'esims'] as const;

/** How many rows the demo user has in each table the seed fills. */
async function demoCounts(db: Kysely<Database>) {
  const users = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).execute();
  const userId = users[0].id;
  const counts: Record<string, number> = { users: users.length };
  for (const table of USER_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const messages = await db.selectFrom('messages').innerJoin('chats', 'chats.id', 'messages.chat_id').select((eb) => eb.fn.countAll<number>().as('n')).where('chats.user_id', '=', userId).executeTakeFirstOrThrow();
  const usage = await db.selectFrom('esim_usage').innerJoin('esims', 'esims.id', 'esim_usage.esim_id').select((eb) => eb.fn.countAll<number>().as('n')).where('esims.user_id', '=', userId).executeTakeFirstOrThrow();
  return { ...counts, messages: Number(messages.n), esim_usage: Number(usage.n) };
}

describe('seedDemoAccount', () => {
  let headers: { authorization: string };

  beforeAll(async () => {
    await seedDemoAccount(server.db, { now: NOW });
    headers = authHeader(await signIn(server, DEMO_EMAIL, DEMO_PASSWORD));
  });

  it('fills every table the dashboard reads, and a second run gives the same counts', async () => {
    const first = await demoCounts(server.db);
    expect(first).toEqual({
      users: 1,
      phones: 1,
      subscriptions: 1,
      payments: 3,
      wallet_entries: 3,
      calls: 60,
      chats: 6,
      blocked_numbers: 2,
      esims: 1,
      messages: 19,
      esim_usage: 30,
    });
    const again = await seedDemoAccount(server.db, { now: new Date(NOW.getTime() + 86_400_000) });
    expect(await demoCounts(server.db)).toEqual(first);
    // The session survives a refresh; the password is the demo one again.
    expect((await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers })).statusCode).toBe(200);
    expect(await signIn(server, again.email, again.password)).toEqual(expect.any(String));
  });

  it('signs in as a verified Demo Customer', async () => {
    const profile = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers });
    expect(profile.json()).toEqual({ first_name: 'Demo', last_name: 'Customer', email: DEMO_EMAIL, is_verified: true, has_password: true, social_providers: [] });
  });

  it('has a call log over two weeks with every kind of call, some from blocked numbers', async () => {
    const log: CallLogItem<number>[] = (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers })).json();
    expect(log).toHaveLength(60);
    expect(new Set(log.map((call) => call.hangup_cause))).toEqual(new Set(['SUCCESS', 'NO_ANSWER', 'USER_BUSY']));
    expect(log.some((call) => call.call_from === '6175550100')).toBe(true);
    expect(log.some((call) => call.call_to === '6175550100')).toBe(true);
    expect(log.some((call) => call.is_blocked)).toBe(true);
    expect(log.some((call) => !call.is_blocked)).toBe(true);
  });

  it('has chats with pictures the server itself serves', async () => {
    const chats: Chat<number>[] = (await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers })).json();
    expect(chats).toHaveLength(6);
    expect(chats.filter((chat) => chat.is_blocked)).toHaveLength(2);
    const pictures = chats.flatMap((chat) => chat.messages).filter((message) => message.media_url);
    expect(pictures.length).toBeGreaterThanOrEqual(3);
    for (const picture of pictures) {
      expect(picture.media_type).toBe('image/jpeg');
      expect(picture.media_url!.startsWith(`${server.config.publicUrl}/api/media/`)).toBe(true);
      const image = await server.app.inject({ method: 'GET', url: picture.media_url!.slice(server.config.publicUrl.length) });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    // Stored by path, so a server moved to another PUBLIC_URL still links them at its own address.
    const stored = await server.db.selectFrom('messages').select('media_url').where('media_url', 'is not', null).execute();
    expect(stored.length).toBe(pictures.length);
    expect(stored.every((row) => /^\/api\/media\/[a-z0-9-]+\.jpg$/.test(row.media_url!))).toBe(true);
  });

  it('has an eSIM with a Luhn-valid ICCID, an LPA code and 30 days of usage', async () => {
    const esim = await server.db.selectFrom('esims').innerJoin('users', 'users.id', 'esims.user_id').select(['esims.id', 'iccid', 'text_qr_code']).where('users.email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    expect(hasValidLuhnCheckDigit(esim.iccid)).toBe(true);
    expect(esim.text_qr_code).toMatch(/^LPA:1\$smdp\.example\.com\$[A-Z0-9-]+$/);
    const days = await server.db.selectFrom('esim_usage').select('usage_date').where('esim_id', '=', esim.id).orderBy('usage_date').execute();
    expect(days).toHaveLength(30);
  });

  it('has an active monthly plan paid by a saved card, a number and a wallet balance', async () => {
    const user = await server.db.selectFrom('users').selectAll().where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
    expect(user.payment_method).toBe('stripe');
    const subscription = await server.db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select(['status', 'stripe_plan_id'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(subscription).toEqual({ status: 'active', stripe_plan_id: 'plan_monthly' });
    const phone = await server.db.selectFrom('phones').select(['phone_number', 'status']).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(phone).toEqual({ phone_number: '6175550100', status: 'active' });
    const wallet = await server.db.selectFrom('wallet_entries').select((eb) => eb.fn.sum<number>('amount_cents').as('cents')).where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Number(wallet.cents)).toBe(863);
  });

  it("the card on file can be charged: an upgrade from the plan page goes through", async () => {
    const plans = await server.app.inject({ method: 'GET', url: '/api/plans/', headers });
    const quarterly = (plans.json() as { plan_id: number; plan_interval: string }[]).find((plan) => plan.plan_interval === '3 months');
    const upgrade = await server.app.inject({
      method: 'POST',
      url: '/api/webupgradesubscription',
      headers: { ...headers, 'idempotency-key': 'seed-upgrade-1' },
      payload: { plan: quarterly?.plan_id, recaptcha_token: sandboxRecaptchaToken() },
    });
    expect(upgrade.statusCode).toBe(200);
  });
});

describe('GET /api/media/{name}', () => {
  it.each(['nope.jpg', '..%2F..%2Fpackage.json', '%2E%2E%2Fseed-media%2Fsunset.jpg', 'sunset.JPG'])('answers 404 for %s', async (name) => {
    const response = await server.app.inject({ method: 'GET', url: `/api/media/${name}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('failure');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('serves a seeded picture as a JPEG that browsers may keep for a day (chat rows remount while scrolling)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/media/sunset.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});
