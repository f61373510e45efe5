import type { Phone, PhoneSearchResult, PortRequest } from '../../src/contract/api';
import { createApp } from '../src/app';
import { sandboxInventory } from '../src/providers/telephony/sandboxTelephonyProvider';
import { createSubscribedUser } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, type SignedInUser } from './helpers/users';
import { waitUntil } from './helpers/waitUntil';

const PORT_DELAY_MS = 300;
const server = setupTestServer({ PORT_COMPLETION_DELAY_MS: String(PORT_DELAY_MS) });

const search = (user: SignedInUser, code: string) => server.app.inject({ method: 'GET', url: `/api/websearchphonesavailable/${code}`, headers: user.headers });
const buy = (user: SignedInUser, phone: string) => server.app.inject({ method: 'POST', url: `/api/phones/webpurchase/${phone}`, headers: user.headers, payload: { phone_name: 'My number' } });
const port = (user: SignedInUser, number: string) => server.app.inject({ method: 'GET', url: `/api/portphone/${number}`, headers: user.headers });
const phonesOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/webphones', headers: user.headers })).json<Phone[]>();

const portMailsTo = (user: SignedInUser) => mailsTo(server, user.email).filter((mail) => mail.subject.startsWith('Your number'));

/** Up to 20 s (a port goes through three carrier steps, each a job poll, on a busy machine), asking every 50 ms. */
const eventually = (check: () => boolean | Promise<boolean>) => waitUntil(check, { timeoutMs: 20_000, everyMs: 50 });
/** For the tests that wait for a port to complete: more than `eventually`'s limit. */
const PORT_TEST_TIMEOUT_MS = 30_000;

/** A Boston number to port that no other test uses. */
let portCounter = 0;
const freshPortNumber = () => `6172${String((portCounter += 1)).padStart(6, '0')}`;

describe('authentication', () => {
  test.each(['/websearchphonesavailable/508', '/portphone/6175550100', '/webphones'])('GET %s needs a valid token', async (url) => {
    expect((await server.app.inject({ method: 'GET', url: `/api${url}` })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: `/api${url}`, headers: authHeader('z'.repeat(43)) })).statusCode).toBe(401);
  });
  test('POST /phones/webpurchase needs a valid token', async () => {
    expect((await server.app.inject({ method: 'POST', url: '/api/phones/webpurchase/5085550100', payload: { phone_name: 'x' } })).statusCode).toBe(401);
  });
});

describe('GET /api/websearchphonesavailable/{areaCode}', () => {
  test('a valid code answers plausible numbers in it, the same each time, and the default suggestions', async () => {
    const user = await createSignedInUser(server);
    const response = await search(user, '508');
    expect(response.statusCode).toBe(200);
    const body = response.json<PhoneSearchResult>();
    expect(body.area_code).toEqual(['339', '508', '857']);
    expect(body.note).toBeNull();
    expect(body.phone_numbers).toHaveLength(10);
    for (const number of body.phone_numbers) expect(number).toMatch(/^508[2-9][0-9]{6}$/);
    expect((await search(user, '508')).json<PhoneSearchResult>().phone_numbers).toEqual(body.phone_numbers);
  });

  test.each(['12', '1234', 'abc', '5o8', '%20%20%20'])('%s is not a 3-digit code: 400', async (code) => {
    const user = await createSignedInUser(server);
    const response = await search(user, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('failure');
  });

  test.each(['000', '999', '555', '800'])('%s is no US geographic area code: a note and suggestions', async (code) => {
    const user = await createSignedInUser(server);
    const response = await search(user, code);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ area_code: ['339', '508', '857'], phone_numbers: [], note: 'Area code unavailable' });
  });

  test('212 is a real code without sandbox inventory: a note', async () => {
    const user = await createSignedInUser(server);
    expect((await search(user, '212')).json()).toEqual({ area_code: ['339', '508', '857'], phone_numbers: [], note: 'Area code unavailable' });
  });
});

describe('POST /api/phones/webpurchase/{phone}', () => {
  test('needs an active subscription', async () => {
    const user = await createSignedInUser(server);
    const [number] = sandboxInventory('339');
    const response = await buy(user, number);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ failure: 'An active subscription is required to get a number.' });
    expect(await phonesOf(user)).toEqual([]);
  });

  test('buys a number: it is listed as the caller\'s, nobody else can buy it, and searches no longer offer it', async () => {
    const user = await createSubscribedUser(server);
    const other = await createSubscribedUser(server);
    const [number] = (await search(user, '857')).json<PhoneSearchResult>().phone_numbers;
    const response = await buy(user, `1${number}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(await phonesOf(user)).toEqual([{ phone_number: number, status: 'active' }]);
    expect(await phonesOf(other)).toEqual([]);
    expect((await search(other, '857')).json<PhoneSearchResult>().phone_numbers).not.toContain(number);
    const taken = await buy(other, number);
    expect(taken.statusCode).toBe(409);
    expect(await phonesOf(other)).toEqual([]);
    // One number per customer.
    const second = await buy(user, sandboxInventory('857')[5]);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ failure: 'You already have a phone number.' });
  });

  test('two customers racing for one number: exactly one wins', async () => {
    const racers = await Promise.all([createSubscribedUser(server), createSubscribedUser(server), createSubscribedUser(server)]);
    const number = sandboxInventory('413')[0];
    const responses = await Promise.all(racers.map((racer) => buy(racer, number)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const holders = await server.db.selectFrom('phones').select('user_id').where('phone_number', '=', number).execute();
    expect(holders).toHaveLength(1);
  });

  test('a number the carrier does not sell is refused', async () => {
    const user = await createSubscribedUser(server);
    const response = await buy(user, '5082220000');
    expect(response.statusCode).toBe(409);
    expect(await phonesOf(user)).toEqual([]);
  });

  test.each(['12345', '0085550100', 'abcdefghij', '99995550100', '8005550100'])('%s is not a US number: 400', async (phone) => {
    const user = await createSubscribedUser(server);
    const response = await buy(user, phone);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Please Provide valid phone number.' });
  });

  test('a missing or oversized phone_name is a 400', async () => {
    const user = await createSubscribedUser(server);
    const number = sandboxInventory('339')[3];
    for (const payload of [{}, { phone_name: 'x'.repeat(101) }, { phone_name: 5 }]) {
      const response = await server.app.inject({ method: 'POST', url: `/api/phones/webpurchase/${number}`, headers: user.headers, payload });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('GET /api/portphone/{number}', () => {
  test('files a port request that waits for the carrier details (details_missing); with them it completes and emails the customer', async () => {
    const user = await createSignedInUser(server);
    const number = freshPortNumber();
    const response = await port(user, `1${number}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect(await phonesOf(user)).toEqual([{ phone_number: number, status: 'port_pending' }]);
    const [request] = (await server.app.inject({ method: 'GET', url: '/api/portphone/requests', headers: user.headers })).json<PortRequest[]>();
    expect(request).toMatchObject({ phone_number: number, status: 'rejected', rejection: { code: 'details_missing', fields: ['account_number', 'pin', 'zip'] } });

    const payload = { account_number: 'A1', pin: number.slice(-4), zip: '02110' };
    const resubmitted = await server.app.inject({ method: 'POST', url: `/api/portphone/requests/${request.id}/resubmit`, headers: user.headers, payload });
    expect(resubmitted.statusCode).toBe(200);
    await eventually(async () => (await phonesOf(user))[0]?.status === 'port_completed');
    await server.app.backgroundTasks.idle();
    const [mail] = portMailsTo(user);
    expect(mail.subject).toContain(`+1 (${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`);
    expect(mail.text).toMatch(/transfer .* is complete/);
  }, PORT_TEST_TIMEOUT_MS);

  test('a number already held here is not claimed by anyone else asking for it, nor a second number by the same customer', async () => {
    const owner = await createSubscribedUser(server);
    const number = sandboxInventory('978')[0];
    expect((await buy(owner, number)).statusCode).toBe(200);
    const other = await createSignedInUser(server);
    const response = await port(other, number);
    // As any number: nothing tells that it is a customer's (portOracle.test.ts); the request waits for details and claims nothing.
    expect(response.statusCode).toBe(200);
    expect(await server.db.selectFrom('phones').select('user_id').where('phone_number', '=', number).execute()).toEqual([{ user_id: owner.userId }]);
    const again = await port(owner, freshPortNumber());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ failure: 'You already have a phone number.' });
  });

  test.each(['123456789', '61755501001', '0175550100', '(617)5550100', '21255501000', '8005550100'])('%s is refused with a failure', async (number) => {
    const user = await createSignedInUser(server);
    const response = await port(user, encodeURIComponent(number));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Please Provide valid phone number.' });
  });

  test('pending ports are completed by a server started later (the timers survive a restart)', async () => {
    const user = await createSignedInUser(server);
    const number = freshPortNumber();
    await server.db
      .insertInto('phones')
      .values({ user_id: user.userId, phone_number: number, status: 'port_pending', origin: 'ported', port_requested_at: new Date(), port_completes_at: new Date(Date.now() - 1000) })
      .execute();
    const restarted = await createApp(server.config, { db: server.db });
    try {
      await restarted.ready();
      await eventually(async () => (await phonesOf(user))[0]?.status === 'port_completed');
      await restarted.backgroundTasks.idle();
      expect(portMailsTo(user)).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  }, PORT_TEST_TIMEOUT_MS);
});

describe('GET /api/webphones', () => {
  test("lists only the caller's numbers", async () => {
    const a = await createSignedInUser(server);
    const b = await createSignedInUser(server);
    const number = freshPortNumber();
    await port(a, number);
    expect(await phonesOf(a)).toEqual([{ phone_number: number, status: 'port_pending' }]);
    expect(await phonesOf(b)).toEqual([]);
  });
});
