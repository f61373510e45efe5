import { sql } from 'kysely';
import type { BillingHistoryItem, BillingHistoryPage } from '../../src/contract/api';
import { csvCell } from '../../src/contract/csvCell';
import { historyPageQuery } from '../src/db/queries/billingRecords';
import { buyCredits, buyPlan, createSubscribedUser, plansByInterval, saveCard } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const server = setupTestServer();

const history = (user: SignedInUser, query = '') => server.app.inject({ method: 'GET', url: `/api/billing/history${query}`, headers: user.headers });
const historyCsv = (user: SignedInUser) => server.app.inject({ method: 'GET', url: '/api/billing/history.csv', headers: user.headers });

/** `count` paid credit purchases recorded straight in the database (the history only reads them). */
async function insertCharges(userId: number, count: number, description = (index: number) => `1000 outbound credits (#${index})`) {
  const rows = Array.from({ length: count }, (_, index) => ({
    user_id: userId,
    idempotency_key: `bulk-${index}`,
    kind: 'credits' as const,
    amount_cents: 1000 + index,
    status: 'succeeded' as const,
    provider: 'sandbox',
    provider_charge_id: `pi_bulk_${userId}_${index}`,
    description: description(index),
    card_brand: 'visa',
    card_last4: '4242',
  }));
  for (let start = 0; start < rows.length; start += 250) await server.db.insertInto('payments').values(rows.slice(start, start + 250)).execute();
}

describe('GET /api/billing/history', () => {
  test('empty for a new customer', async () => {
    const user = await createSignedInUser(server);
    const response = await history(user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ items: [], next_before: null });
  });

  test('every charge newest first: plan, upgrade, credits, a declined purchase; receipts for the successful ones', async () => {
    const user = await createSubscribedUser(server);
    const plans = await plansByInterval(server, user);
    expect((await buyPlan(server, user, '/webupgradesubscription', plans.year.plan_id)).statusCode).toBe(200);
    expect((await buyCredits(server, user, 'credits_2500')).statusCode).toBe(200);
    await saveCard(server, user, 'tok_chargeCustomerFail');
    expect((await buyCredits(server, user, 'credits_1000')).statusCode).toBe(402);
    const { items, next_before } = (await history(user)).json<BillingHistoryPage<string>>();
    expect(next_before).toBeNull();
    const visa = { brand: 'visa', last4: '4242' };
    expect(items.map(({ kind, description, amount_cents, currency, card, status }) => ({ kind, description, amount_cents, currency, card, status }))).toEqual([
      { kind: 'credits', description: '1,000 outbound credits', amount_cents: 1000, currency: 'usd', card: null, status: 'failed' },
      { kind: 'credits', description: '2,500 outbound credits', amount_cents: 2000, currency: 'usd', card: visa, status: 'succeeded' },
      { kind: 'upgrade', description: 'Plan upgrade: Yearly', amount_cents: 8388 - 1299, currency: 'usd', card: visa, status: 'succeeded' },
      { kind: 'plan', description: 'Plan: Monthly', amount_cents: 1299, currency: 'usd', card: visa, status: 'succeeded' },
    ]);
    expect(items[0].receipt_id).toBeNull();
    for (const item of items.slice(1)) expect(item.receipt_id).toBe(item.id);
    // Each charge is named by its own receipt number, not by a sequence.
    for (const item of items) expect(item.id).toMatch(/^R-[23456789A-HJ-NP-Z]{10}$/);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(Date.parse(items[0].created_at)).not.toBeNaN();
  });

  test("attempts never charged (pending, superseded) are not charges, and another customer's are not shown", async () => {
    const user = await createSubscribedUser(server);
    const other = await createSubscribedUser(server);
    await server.db
      .insertInto('payments')
      .values([
        { user_id: user.userId, idempotency_key: 'never-charged#superseded-1', kind: 'credits', amount_cents: 500, status: 'failed', provider: 'sandbox', description: 'superseded' },
        { user_id: user.userId, idempotency_key: 'still-pending', kind: 'credits', amount_cents: 500, status: 'pending', provider: 'sandbox', description: 'pending' },
      ])
      .execute();
    const { items } = (await history(user)).json<BillingHistoryPage<string>>();
    expect(items.map((item) => item.description)).toEqual(['Plan: Monthly']);
    const otherIds = (await history(other)).json<BillingHistoryPage<string>>().items.map((item) => item.id);
    expect(otherIds).not.toContain(items[0].id);
  });

  test('1,000 charges: keyset pages (limit ≤ 200, default 50) cover every charge once, newest first', async () => {
    const user = await createSignedInUser(server);
    await insertCharges(user.userId, 1000);
    const first = (await history(user)).json<BillingHistoryPage<string>>();
    expect(first.items).toHaveLength(50);
    const seen: BillingHistoryItem<string>[] = [];
    let before: string | null = null;
    for (;;) {
      const page: BillingHistoryPage<string> = (await history(user, `?limit=200${before === null ? '' : `&before=${before}`}`)).json<BillingHistoryPage<string>>();
      seen.push(...page.items);
      if (page.next_before === null) break;
      expect(page.items).toHaveLength(200);
      before = page.next_before;
    }
    expect(seen).toHaveLength(1000);
    expect(new Set(seen.map((item) => item.id)).size).toBe(1000);
    expect(seen.map((item) => item.amount_cents)).toEqual(Array.from({ length: 1000 }, (_, index) => 1999 - index));
    expect(first.items).toEqual(seen.slice(0, 50));
  }, 60_000);

  // The embedded database never gathers statistics on its own (no autovacuum), so the
  // plan must be right without them too; with the index over all payments it was a scan of every
  // payment of the customer, a filter on each, and a sort.
  test.each([
    ['without statistics (as the embedded database runs)', false],
    ['with fresh statistics', true],
  ])('the page query walks the index of charges, (user, id), %s: no sort, no filter on every row', async (_, analyzed) => {
    const user = await createSignedInUser(server);
    await insertCharges(user.userId, 1000);
    // Other customers charged since, as on a live server: a scan of all charges newest first would pass theirs.
    for (let other = 0; other < 4; other += 1) await insertCharges((await createSignedInUser(server)).userId, 1000);
    if (analyzed) await sql`analyze payments`.execute(server.db);
    for (const before of [null, 100_000]) {
      const plan = (await historyPageQuery(server.db, user.userId, before, 51).explain()).map((row) => Object.values(row).join(' ')).join('\n');
      expect(plan).toContain('Index Scan using payments_charges');
      expect(plan).not.toMatch(/Sort|Filter/);
    }
  }, 60_000);

  test.each(['?limit=0', '?limit=201', '?limit=abc', '?before=0', '?before=-1', '?before=1e3', '?before=12', '?before=R-0000000000', '?before=r-abcdefghjk'])('%s is refused with 400', async (query) => {
    const user = await createSignedInUser(server);
    const response = await history(user, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('failure');
  });

  test("a cursor that is no charge of the caller's (unknown, or another customer's) is refused with 400", async () => {
    const user = await createSubscribedUser(server);
    const other = await createSubscribedUser(server);
    const [othersCharge] = (await history(other)).json<BillingHistoryPage<string>>().items;
    for (const before of ['R-ABCDEFGHJK', othersCharge.id]) {
      const response = await history(user, `?before=${before}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ failure: 'Invalid request: querystring/before is not one of your charges.' });
    }
  });
});

describe('GET /api/billing/history.csv', () => {
  test('every charge (beyond one page), RFC 4180, as an attachment', async () => {
    const user = await createSignedInUser(server);
    await insertCharges(user.userId, 600, (index) => (index === 0 ? 'Credits, "bulk"\nsecond line' : `credits #${index}`));
    const response = await historyCsv(user);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="billing-history.csv"');
    expect(response.body.startsWith('Receipt number,Date,Type,Description,Amount,Currency,Card,Status\r\n')).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
    // 600 rows + header; the quoted line break in the oldest row's description does not end a record.
    expect(response.body.split('\r\n')).toHaveLength(602);
    expect(response.body).toContain(',"Credits, ""bulk""\nsecond line",$10.00,USD,Visa 4242,Paid\r\n');
  }, 60_000);

  test.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+1', "'+1+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['plain', 'plain'],
  ])('a cell starting %j cannot run as a formula: %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  test('a description that looks like a formula leaves the server neutralised', async () => {
    const user = await createSignedInUser(server);
    await insertCharges(user.userId, 1, () => '=1+1');
    const response = await historyCsv(user);
    expect(response.body.split('\r\n')[1]).toContain(",'=1+1,");
  });
});
