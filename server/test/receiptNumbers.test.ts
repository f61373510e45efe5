import type { Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { BillingHistoryPage } from '../../src/contract/api';
import { down, up } from '../src/db/migrations/0960_receipt_numbers';
import { buyCredits, createSubscribedUser } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

/**
 * Receipt numbers show no sales volume (migration 0960): `R-` and 10 random characters, set by the
 * database for every payment, unique; the payment's id (a sequence of everyone's payments) names
 * nothing the customer sees.
 */
jest.setTimeout(60_000);
const server = setupTestServer();

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const FORMAT = /^R-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{10}$/;

/** A number's 10 characters read as a base-32 integer: close values would betray a counter. */
const valueOf = (receiptNumber: string) => [...receiptNumber.slice(2)].reduce((value, char) => value * 32 + ALPHABET.indexOf(char), 0);

const historyOf = async (user: SignedInUser) =>
  (await server.app.inject({ method: 'GET', url: '/api/billing/history', headers: user.headers })).json<BillingHistoryPage<string>>().items;

async function paymentsOf(userId: number) {
  return server.db.selectFrom('payments').select(['id', 'receipt_number']).where('user_id', '=', userId).orderBy('id').execute();
}

/** `count` rows inserted in one statement, as a script would: the database numbers each. */
async function insertCharges(userId: number, count: number, label: string) {
  const rows = Array.from({ length: count }, (_, index) => ({
    user_id: userId,
    idempotency_key: `${label}-${index}`,
    kind: 'credits' as const,
    amount_cents: 1000,
    status: 'succeeded' as const,
    provider: 'sandbox',
    description: `credits ${index}`,
  }));
  await server.db.insertInto('payments').values(rows).execute();
}

describe('receipt numbers', () => {
  test("two customers' consecutive payments: each number well-formed, unique, and neither counting nor ordered", async () => {
    const first = await createSubscribedUser(server);
    const second = await createSubscribedUser(server);
    for (const user of [first, second, first, second, first]) expect((await buyCredits(server, user, 'credits_1000')).statusCode).toBe(200);
    const payments = [...(await paymentsOf(first.userId)), ...(await paymentsOf(second.userId))].sort((a, b) => a.id - b.id);
    const numbers = payments.map((payment) => payment.receipt_number);
    expect(payments).toHaveLength(7);
    for (const number of numbers) expect(number).toMatch(FORMAT);
    expect(new Set(numbers).size).toBe(numbers.length);
    // No two numbers near each other: a global or per-customer counter (R-0000000001, …02) would be.
    const values = numbers.map(valueOf).sort((a, b) => a - b);
    for (let index = 1; index < values.length; index += 1) expect(values[index] - values[index - 1]).toBeGreaterThan(1000);
  });

  test('numbered by the database on any insert: 300 rows in one statement are numbered in no order', async () => {
    const user = await createSubscribedUser(server);
    await insertCharges(user.userId, 300, 'script');
    const numbers = (await paymentsOf(user.userId)).map((payment) => payment.receipt_number);
    for (const number of numbers) expect(number).toMatch(FORMAT);
    expect(new Set(numbers).size).toBe(301);
    const sorted = [...numbers].sort();
    expect(numbers).not.toEqual(sorted);
    expect(numbers).not.toEqual([...sorted].reverse());
  });

  test('the database refuses a number that is taken or malformed', async () => {
    const user = await createSubscribedUser(server);
    const [taken] = await paymentsOf(user.userId);
    const row = { user_id: user.userId, kind: 'credits' as const, amount_cents: 1, status: 'failed' as const, provider: 'sandbox', description: 'x' };
    await expect(server.db.insertInto('payments').values({ ...row, idempotency_key: 'dup', receipt_number: taken.receipt_number }).execute()).rejects.toMatchObject({ code: '23505' });
    await expect(server.db.insertInto('payments').values({ ...row, idempotency_key: 'bad', receipt_number: 'R-00000042' }).execute()).rejects.toMatchObject({ code: '23514' });
  });

  test('every surface names the charge by its receipt number, never its id: history, CSV, page, PDF, mail', async () => {
    const user = await createSubscribedUser(server);
    await server.app.backgroundTasks.idle();
    const [payment] = await paymentsOf(user.userId);
    const number = payment.receipt_number;
    const oldNumber = `R-${String(payment.id).padStart(8, '0')}`;

    const [item] = await historyOf(user);
    expect({ id: item.id, receipt_id: item.receipt_id }).toEqual({ id: number, receipt_id: number });

    const csv = (await server.app.inject({ method: 'GET', url: '/api/billing/history.csv', headers: user.headers })).body.split('\r\n');
    expect(csv[1].startsWith(`${number},`)).toBe(true);
    expect(csv[1].endsWith(",Paid")).toBe(true);

    const page = (await server.app.inject({ method: 'GET', url: `/api/billing/receipts/${number}`, headers: user.headers })).body;
    expect(page).toContain(`Receipt <strong>${number}</strong>`);
    expect(page).not.toContain(oldNumber);

    const pdf = await server.app.inject({ method: 'GET', url: `/api/billing/receipts/${number}?format=pdf`, headers: user.headers });
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect((await PDFDocument.load(pdf.rawPayload)).getTitle()).toContain(number);

    const [mail] = mailsTo(server, user.email).filter((sent) => sent.subject.includes('receipt'));
    expect(mail.subject).toContain(number);
    expect(mail.text).toContain(number);
    expect(`${mail.subject}${mail.text}`).not.toContain(oldNumber);

    // The payment's id opens nothing: the receipt's URL takes only a receipt number.
    expect((await server.app.inject({ method: 'GET', url: `/api/billing/receipts/${payment.id}`, headers: user.headers })).statusCode).toBe(400);
  });
});

describe('migration 0960', () => {
  test('numbers every payment made before it, each its own', async () => {
    const user = await createSignedInUser(server);
    await down(server.db as unknown as Kysely<unknown>);
    await insertCharges(user.userId, 50, 'before-0960');
    await up(server.db as unknown as Kysely<unknown>);
    const rows = await server.db.selectFrom('payments').select('receipt_number').execute();
    expect(rows.length).toBeGreaterThanOrEqual(50);
    for (const { receipt_number } of rows) expect(receipt_number).toMatch(FORMAT);
    expect(new Set(rows.map((row) => row.receipt_number)).size).toBe(rows.length);
  });
});
