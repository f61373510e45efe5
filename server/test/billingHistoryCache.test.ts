import type { BillingHistoryPage } from '../../src/contract/api';
import { renewDueSubscriptions } from '../src/billing/renewals';
import { buyCredits, contextOf, createSubscribedUser, quietLog, saveCard } from './helpers/billing';
import { changesHeard, type TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import type { SignedInUser } from './helpers/users';
import { beyondRequestBudget } from './helpers/queryLog';

// The first history page is kept per customer (routes/billing.ts) until a write of the
// customer's payments changes users.billing_history_version (migration 0850). `server`, whose
// statements are recorded, and `other`, on one database (helpers/twoServers.ts).
const { server, other, queries } = twoServersOnOneDatabase();

type Page = BillingHistoryPage<string>;

const getHistory = (through: TestServer, user: SignedInUser, query = '') =>
  through.app.inject({ method: 'GET', url: `/api/billing/history${query}`, headers: user.headers });

async function historyOf(through: TestServer, user: SignedInUser, query = ''): Promise<Page> {
  const response = await getHistory(through, user, query);
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

const readsPayments = (statements: string[]) => statements.filter((statement) => /from "payments"/.test(statement));

async function versionOf(userId: number): Promise<number> {
  return (await server.db.selectFrom('users').select('billing_history_version').where('id', '=', userId).executeTakeFirstOrThrow()).billing_history_version;
}

/** A charge written in one statement, as a hand-written fix or a script would, without any server. */
async function insertCharge(user: SignedInUser, description: string, count = 1): Promise<void> {
  const rows = Array.from({ length: count }, (_, index) => ({
    user_id: user.userId,
    idempotency_key: `script-${description}-${index}`,
    kind: 'credits' as const,
    amount_cents: 700,
    status: 'succeeded' as const,
    provider: 'sandbox',
    description,
  }));
  await server.db.insertInto('payments').values(rows).execute();
}

async function credits(through: TestServer, user: SignedInUser, plan: string, status: number): Promise<void> {
  expect((await buyCredits(through, user, plan)).statusCode).toBe(status);
}

async function declinedRenewal(user: SignedInUser): Promise<void> {
  await saveCard(server, user, 'tok_chargeCustomerFail');
  await server.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', user.userId).where('status', '=', 'active').execute();
  await renewDueSubscriptions(contextOf(server), quietLog);
  await changesHeard(server);
}

describe('the first billing history page is kept per customer between changes', () => {
  it('answers a repeated GET without reading the payments, byte for byte and header for header as the first time', async () => {
    const user = await createSubscribedUser(server);
    // The purchase's receipt mail, sent in the background, marks its payment (a payments write too).
    await server.app.backgroundTasks.idle();
    await changesHeard(server);
    queries.statements.length = 0;
    const first = await getHistory(server, user);
    expect(readsPayments(queries.statements)).toHaveLength(1);

    queries.statements.length = 0;
    const second = await getHistory(server, user);
    // No statement at all: the kept session (auth/sessionCache.ts) brings the history's version.
    // Only the source's request budget, which every request pays (Security › Rate limits).
    expect(beyondRequestBudget(queries.statements)).toEqual([]);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const { date: _firstDate, 'x-request-id': _firstId, ...firstHeaders } = first.headers;
    const { date: _secondDate, 'x-request-id': _secondId, ...secondHeaders } = second.headers;
    expect(secondHeaders).toEqual(firstHeaders);
    expect(second.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8', 'content-length': String(first.rawPayload.length) });
    expect(second.json<Page>().items.map((item) => item.description)).toEqual(['Plan: Monthly']);
  });

  it('keeps each limit apart, and answers later pages afresh', async () => {
    const user = await createSubscribedUser(server);
    await insertCharge(user, 'scripted', 3);
    await changesHeard(server);
    const whole = await historyOf(server, user);
    expect(whole.items).toHaveLength(4);
    const firstTwo = await historyOf(server, user, '?limit=2');
    expect(firstTwo).toEqual({ items: whole.items.slice(0, 2), next_before: whole.items[1].id });
    expect(await historyOf(server, user)).toEqual(whole);
    expect(await historyOf(server, user, `?limit=2&before=${firstTwo.next_before}`)).toEqual({ items: whole.items.slice(2, 4), next_before: null });

    await insertCharge(user, 'newer');
    await changesHeard(server);
    expect((await historyOf(server, user, '?limit=2')).items.map((item) => item.description)).toEqual(['newer', 'scripted']);
    expect((await historyOf(server, user)).items).toHaveLength(5);
  });

  it.each([
    ['a new charge', (user: SignedInUser) => credits(server, user, 'credits_2500', 200), (page: Page) => page.items[0].kind === 'credits' && page.items[0].status === 'succeeded'],
    [
      'a declined purchase',
      async (user: SignedInUser) => {
        await saveCard(server, user, 'tok_chargeCustomerFail');
        await credits(server, user, 'credits_1000', 402);
      },
      (page: Page) => page.items[0].kind === 'credits' && page.items[0].status === 'failed',
    ],
    ['a declined renewal', declinedRenewal, (page: Page) => page.items[0].kind === 'failed_renewal'],
    [
      'a charge written straight into the database (a script)',
      async (user: SignedInUser) => {
        await insertCharge(user, 'scripted');
        await changesHeard(server);
      },
      (page: Page) => page.items[0].description === 'scripted',
    ],
    [
      'a charge changed in the database (a refund recorded by hand)',
      async (user: SignedInUser) => {
        await server.db.updateTable('payments').set({ description: 'Refunded: Monthly' }).where('user_id', '=', user.userId).execute();
        await changesHeard(server);
      },
      (page: Page) => page.items.length === 1 && page.items[0].description === 'Refunded: Monthly',
    ],
    [
      'a charge deleted from the database',
      async (user: SignedInUser) => {
        await server.db.deleteFrom('payments').where('user_id', '=', user.userId).execute();
        await changesHeard(server);
      },
      (page: Page) => page.items.length === 0,
    ],
  ])('shows %s in the next GET', async (_change, change, shown) => {
    const user = await createSubscribedUser(server);
    const before = await historyOf(server, user);
    expect(await historyOf(server, user)).toEqual(before);
    await change(user);
    expect(shown(await historyOf(server, user))).toBe(true);
  });

  it('changes the version once per statement, and leaves other customers’ versions alone', async () => {
    const [alice, bob] = [await createSubscribedUser(server), await createSubscribedUser(server)];
    // Their purchases' receipt mails mark the payments (receipt_mailed_at) in background tasks: a
    // version read before those finish moves on its own (CI saw bob's go up by one).
    await server.app.backgroundTasks.idle();
    const [aliceBefore, bobBefore] = [await versionOf(alice.userId), await versionOf(bob.userId)];
    await insertCharge(alice, 'bulk', 20);
    expect(await versionOf(alice.userId)).toBe(aliceBefore + 1);
    expect(await versionOf(bob.userId)).toBe(bobBefore);
  });
});

describe('two servers on one database', () => {
  const changes: [string, (user: SignedInUser) => Promise<void>, (page: Page) => boolean][] = [
    ['a new charge', (user) => credits(other, user, 'credits_2500', 200), (page) => page.items.length === 2 && page.items[0].status === 'succeeded'],
    [
      'a declined purchase',
      async (user) => {
        expect((await saveCard(other, user, 'tok_chargeCustomerFail')).statusCode).toBe(200);
        await credits(other, user, 'credits_1000', 402);
      },
      (page) => page.items.length === 2 && page.items[0].status === 'failed',
    ],
  ];

  it.each(changes)('never serve a stale first page after %s through the other one', async (_change, change, shown) => {
    const user = await createSubscribedUser(server);
    const before = await historyOf(server, user);
    expect(await historyOf(other, user)).toEqual(before);
    expect(await historyOf(server, user)).toEqual(before);

    await change(user);
    await changesHeard(server);
    expect(shown(await historyOf(server, user))).toBe(true);
    expect(shown(await historyOf(other, user))).toBe(true);
  });
});
