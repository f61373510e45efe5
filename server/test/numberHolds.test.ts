import type { Phone, PhoneSearchResult } from '../../src/contract/api';
import type { AppContext } from '../src/appContext';
import { releaseEndedHolds, releaseLapsedPlanNumbers } from '../src/phones/numberHolds';
import { NUMBER_UNAVAILABLE, PORT_REFUSED } from '../src/phones/numberPurchase';
import { sandboxInventory } from '../src/providers/telephony/sandboxTelephonyProvider';
import { buyPlan, contextOf, createSubscribedUser, plansByInterval, quietLog, saveCard } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

// The hold jobs run once at start only: the tests run them with the time they choose.
const server = setupTestServer({ JOB_POLL_INTERVAL_MS: String(24 * 60 * 60_000) });

const DAY = 24 * 60 * 60_000;
// Each test signs up and subscribes several customers: seconds on a busy machine.
jest.setTimeout(30_000);

const search = (user: SignedInUser, code: string) => server.app.inject({ method: 'GET', url: `/api/websearchphonesavailable/${code}`, headers: user.headers });
const numbersFound = async (user: SignedInUser, code: string) => (await search(user, code)).json<PhoneSearchResult>().phone_numbers;
const buy = (user: SignedInUser, phone: string) => server.app.inject({ method: 'POST', url: `/api/phones/webpurchase/${phone}`, headers: user.headers, payload: { phone_name: 'Mine' } });
const port = (user: SignedInUser, phone: string) => server.app.inject({ method: 'GET', url: `/api/portphone/${phone}`, headers: user.headers });
/** A port filed with complete details: the carrier is asked, and a number that is ours is refused as the carrier refuses. */
const portWithDetails = (user: SignedInUser, phone: string) =>
  server.app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, payload: { phone_number: phone, account_number: 'A1', pin: phone.slice(-4), zip: '02110' } });
const phonesOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/webphones', headers: user.headers })).json<Phone[]>();
const deleteAccount = (user: SignedInUser) => server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers });
const holdOf = (phoneNumber: string) => server.db.selectFrom('number_holds').selectAll().where('phone_number', '=', phoneNumber).executeTakeFirst();

/** A subscribed customer who bought the first number of the area code's inventory. */
async function customerWithNumber(areaCode: string): Promise<{ user: SignedInUser; phoneNumber: string }> {
  const user = await createSubscribedUser(server);
  const phoneNumber = sandboxInventory(areaCode)[0];
  const bought = await buy(user, phoneNumber);
  if (bought.statusCode !== 200) throw new Error(`not bought: ${bought.body}`);
  return { user, phoneNumber };
}

/** The same person signing up again with the same email (any case), subscribed. */
async function signUpAgain(email: string): Promise<SignedInUser> {
  const again = await createSignedInUser(server, { email: email.toUpperCase() });
  await saveCard(server, again, 'tok_visa');
  const plans = await plansByInterval(server, again);
  expect((await buyPlan(server, again, '/websubscription', plans.month.plan_id)).statusCode).toBe(200);
  return again;
}

/** The server's context with a carrier that records the numbers it is given back. */
function contextRecordingReleases(): { ctx: AppContext; released: string[] } {
  const ctx = contextOf(server);
  const released: string[] = [];
  const telephony = { ...ctx.providers.telephony, releaseNumber: async ({ phoneNumber }: { phoneNumber: string }) => void released.push(phoneNumber) };
  return { ctx: { ...ctx, providers: { ...ctx.providers, telephony } }, released };
}

/** The answer to a number the carrier does not have: what every unavailable number must look like. */
async function carrierRefusal(user: SignedInUser): Promise<{ status: number; body: string }> {
  const response = await buy(user, '5082220000');
  return { status: response.statusCode, body: response.body };
}

describe('a deleted account’s number', () => {
  test('is in nobody’s search, and buying or porting it is refused as any unavailable number is', async () => {
    const { user, phoneNumber } = await customerWithNumber('413');
    expect((await deleteAccount(user)).statusCode).toBe(200);
    const hold = await holdOf(phoneNumber);
    expect(hold).toMatchObject({ last_owner_user_id: null, reason: 'account_deleted' });
    // The email is kept only as its digest.
    expect(JSON.stringify(hold)).not.toContain(user.email);

    const other = await createSubscribedUser(server);
    expect(await numbersFound(other, '413')).not.toContain(phoneNumber);
    const refused = await buy(other, phoneNumber);
    expect({ status: refused.statusCode, body: refused.body }).toEqual(await carrierRefusal(other));
    expect(refused.json()).toEqual({ failure: NUMBER_UNAVAILABLE });
    const ported = await portWithDetails(other, phoneNumber);
    expect({ status: ported.statusCode, body: ported.json() }).toEqual({ status: 400, body: { failure: PORT_REFUSED } });
    expect(await phonesOf(other)).toEqual([]);
  });

  test('comes back to the same person signing up again with the same email: first in its area code, then bought back', async () => {
    const { user, phoneNumber } = await customerWithNumber('774');
    expect((await deleteAccount(user)).statusCode).toBe(200);

    const again = await signUpAgain(user.email);
    const found = (await search(again, '774')).json<PhoneSearchResult>();
    expect(found.phone_numbers[0]).toBe(phoneNumber);
    expect(found.phone_numbers).toHaveLength(10);
    expect(found.area_code[0]).toBe('774');
    expect((await buy(again, phoneNumber)).statusCode).toBe(200);
    expect(await phonesOf(again)).toEqual([{ phone_number: phoneNumber, status: 'active' }]);
    expect(await holdOf(phoneNumber)).toBeUndefined();
  });

  test('goes back to the carrier after NUMBER_HOLD_DAYS (not a day before), and is then on sale to anyone', async () => {
    const { user, phoneNumber } = await customerWithNumber('978');
    expect((await deleteAccount(user)).statusCode).toBe(200);
    const { ctx, released } = contextRecordingReleases();
    const now = Date.now();

    // Other tests' holds may end at the same times: only this number is looked at.
    await releaseEndedHolds(ctx, quietLog, new Date(now + 89 * DAY));
    expect(released).not.toContain(phoneNumber);
    expect(await numbersFound(await createSubscribedUser(server), '978')).not.toContain(phoneNumber);
    await releaseEndedHolds(ctx, quietLog, new Date(now + 90 * DAY + 60_000));
    expect(released).toContain(phoneNumber);
    expect(await holdOf(phoneNumber)).toBeUndefined();

    const other = await createSubscribedUser(server);
    expect(await numbersFound(other, '978')).toContain(phoneNumber);
    expect((await buy(other, phoneNumber)).statusCode).toBe(200);
  });

  test('a release the carrier fails is tried again once its claim has lapsed, by one run only', async () => {
    const { user, phoneNumber } = await customerWithNumber('351');
    expect((await deleteAccount(user)).statusCode).toBe(200);
    const ctx = contextOf(server);
    const failing = { ...ctx, providers: { ...ctx.providers, telephony: { ...ctx.providers.telephony, releaseNumber: async () => Promise.reject(new Error('carrier down')) } } };
    const ended = Date.now() + 91 * DAY;
    expect(await releaseEndedHolds(failing, quietLog, new Date(ended))).toBe(0);
    expect(await holdOf(phoneNumber)).toBeDefined();
    const { ctx: working, released } = contextRecordingReleases();
    // Still claimed by the failed run (JOB_LEASE_MS, 30 s): nobody tells the carrier twice at once.
    await releaseEndedHolds(working, quietLog, new Date(ended + 10_000));
    expect(released).not.toContain(phoneNumber);
    await releaseEndedHolds(working, quietLog, new Date(ended + 10 * 60_000));
    expect(released).toContain(phoneNumber);
    expect(await holdOf(phoneNumber)).toBeUndefined();
  });

  test('a port still pending is not held: the number was never ours', async () => {
    const user = await createSignedInUser(server);
    const phoneNumber = '6174440101';
    expect((await port(user, phoneNumber)).statusCode).toBe(200);
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await holdOf(phoneNumber)).toBeUndefined();
    const realOwner = await createSignedInUser(server);
    expect((await port(realOwner, phoneNumber)).statusCode).toBe(200);
  });
});

describe('a lapsed plan’s number', () => {
  async function lapse(user: SignedInUser, endedAt: Date): Promise<void> {
    await server.db
      .updateTable('subscriptions')
      .set({ status: 'transition', current_period_end: endedAt })
      .where('user_id', '=', user.userId)
      .execute();
  }

  test('is kept through the grace period, then held for its owner, who gets it back by subscribing again', async () => {
    const { user, phoneNumber } = await customerWithNumber('781');
    const endedAt = new Date(Date.now() - DAY);
    await lapse(user, endedAt);

    await releaseLapsedPlanNumbers(contextOf(server), quietLog, new Date(endedAt.getTime() + 29 * DAY));
    expect(await phonesOf(user)).toEqual([{ phone_number: phoneNumber, status: 'active' }]);
    await releaseLapsedPlanNumbers(contextOf(server), quietLog, new Date(endedAt.getTime() + 30 * DAY + 60_000));
    expect(await phonesOf(user)).toEqual([]);
    expect(await holdOf(phoneNumber)).toMatchObject({ last_owner_user_id: user.userId, reason: 'plan_lapsed' });

    const other = await createSubscribedUser(server);
    expect(await numbersFound(other, '781')).not.toContain(phoneNumber);
    const refused = await buy(other, phoneNumber);
    expect({ status: refused.statusCode, body: refused.body }).toEqual(await carrierRefusal(other));

    expect((await search(user, '781')).json<PhoneSearchResult>().phone_numbers[0]).toBe(phoneNumber);
    const plans = await plansByInterval(server, user);
    expect((await buyPlan(server, user, '/webresubscription', plans.month.plan_id)).statusCode).toBe(200);
    expect((await buy(user, phoneNumber)).statusCode).toBe(200);
    expect(await phonesOf(user)).toEqual([{ phone_number: phoneNumber, status: 'active' }]);
  });

  test('of a cancelled plan likewise, counted from the cancellation; released to the carrier after the hold', async () => {
    const { user, phoneNumber } = await customerWithNumber('857');
    const canceledAt = new Date(Date.now() - DAY);
    await server.db.updateTable('subscriptions').set({ status: 'canceled', canceled_at: canceledAt }).where('user_id', '=', user.userId).execute();
    const moved = new Date(canceledAt.getTime() + 31 * DAY);
    await releaseLapsedPlanNumbers(contextOf(server), quietLog, moved);
    expect(await holdOf(phoneNumber)).toMatchObject({ last_owner_user_id: user.userId, reason: 'plan_lapsed' });
    const { ctx, released } = contextRecordingReleases();
    await releaseEndedHolds(ctx, quietLog, new Date(moved.getTime() + 91 * DAY));
    expect(released).toContain(phoneNumber);
  });

  test('stays held for the owner who then changes email and deletes the account: known by the newer email', async () => {
    const { user, phoneNumber } = await customerWithNumber('508');
    await lapse(user, new Date(Date.now() - 40 * DAY));
    await releaseLapsedPlanNumbers(contextOf(server), quietLog);
    const newEmail = `moved-${user.email}`;
    await server.db.updateTable('users').set({ email: newEmail }).where('id', '=', user.userId).execute();
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await holdOf(phoneNumber)).toMatchObject({ last_owner_user_id: null, reason: 'plan_lapsed' });
    expect((await buy(await signUpAgain(newEmail), phoneNumber)).statusCode).toBe(200);
  });

  test('an active plan’s number is never released', async () => {
    const { user, phoneNumber } = await customerWithNumber('339');
    await releaseLapsedPlanNumbers(contextOf(server), quietLog, new Date(Date.now() + 365 * DAY));
    expect(await phonesOf(user)).toEqual([{ phone_number: phoneNumber, status: 'active' }]);
  });
});

test('the same person is known by email whatever its case; a different email is not', async () => {
  const { user, phoneNumber } = await customerWithNumber('617');
  expect((await deleteAccount(user)).statusCode).toBe(200);
  const stranger = await createSubscribedUser(server);
  expect((await buy(stranger, phoneNumber)).json()).toEqual({ failure: NUMBER_UNAVAILABLE });
  expect((await buy(await signUpAgain(user.email), phoneNumber)).statusCode).toBe(200);
});
