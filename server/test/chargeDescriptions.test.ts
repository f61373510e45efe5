import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import type { BillingHistoryItem, BillingHistoryPage } from '../../src/contract/api';
import { formatDay, formatDayAndTime } from '../../src/contract/dateFormat';
import { chargeDescription } from '../src/billing/chargeDescription';
import { renewDueSubscriptions } from '../src/billing/renewals';
import { addMonths } from '../src/billing/subscriptionChanges';
import { insertPurchasedPhone } from '../src/db/queries/phones';
import { wallClockIn } from '../src/lib/wallClock';
import { sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { buyCredits, buyPlan, contextOf, createSubscribedUser, plansByInterval, quietLog, saveCard } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { pdfText } from './helpers/pdfText';
import { setupTestServer } from './helpers/testServer';
import type { SignedInUser } from './helpers/users';

const server = setupTestServer();

/** What a catalogue code looks like (credits_1000, plan_monthly): never shown to a customer. */
const CODE = /\b[a-z]+_[0-9a-z_]+\b/;

const historyOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/billing/history', headers: user.headers })).json<BillingHistoryPage<string>>().items;
const receipt = (user: SignedInUser, id: string, query = '') => server.app.inject({ method: 'GET', url: `/api/billing/receipts/${id}${query}`, headers: user.headers });
const makeDue = (userId: number) =>
  server.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('user_id', '=', userId).where('status', '=', 'active').execute();

async function buyEsim(user: SignedInUser): Promise<void> {
  const plan = await server.db.selectFrom('esim_plans').select('id').orderBy('sort_order').executeTakeFirstOrThrow();
  const bought = await server.app.inject({
    method: 'POST',
    url: '/api/webpurchaseesim',
    headers: { ...user.headers, 'idempotency-key': randomUUID() },
    payload: { plan_id: plan.id, recaptcha_token: sandboxRecaptchaToken() },
  });
  expect(bought.statusCode).toBe(200);
}

/** A customer with a number and every kind of charge: plan, upgrade, a bundle, the add-on, an eSIM, a renewal and a failed renewal. */
async function customerWithEveryCharge(): Promise<SignedInUser> {
  const user = await createSubscribedUser(server);
  await insertPurchasedPhone(server.db, user.userId, '8575550142');
  const plans = await plansByInterval(server, user);
  expect((await buyPlan(server, user, '/webupgradesubscription', plans['3 months'].plan_id)).statusCode).toBe(200);
  expect((await buyCredits(server, user, 'credits_2500')).statusCode).toBe(200);
  expect((await buyCredits(server, user, null)).statusCode).toBe(200);
  await buyEsim(user);
  const context = contextOf(server);
  await makeDue(user.userId);
  await renewDueSubscriptions(context, quietLog);
  await saveCard(server, user, 'tok_chargeCustomerFail');
  await makeDue(user.userId);
  await renewDueSubscriptions(context, quietLog);
  await context.background.idle();
  await server.app.backgroundTasks.idle();
  return user;
}

let user: SignedInUser;
let items: BillingHistoryItem<string>[];
beforeAll(async () => {
  user = await customerWithEveryCharge();
  items = await historyOf(user);
}, 60_000);

describe('every charge has one customer description', () => {
  test('the history names each kind of charge in words, without catalogue codes', () => {
    expect(items.map((item) => [item.kind, item.description])).toEqual([
      ['failed_renewal', 'Plan renewal: 3 Months'],
      ['renewal', 'Plan renewal: 3 Months'],
      ['esim', 'eSIM data: 40 MB'],
      ['credits', '1,000 outbound credits'],
      ['credits', '2,500 outbound credits'],
      ['upgrade', 'Plan upgrade: 3 Months'],
      ['plan', 'Plan: Monthly'],
    ]);
  });

  test('rows written before (a code in brackets, eSIM said twice, a plan by its old label) read the same way', () => {
    expect(chargeDescription({ kind: 'credits', description: '1000 outbound credits (credits_1000)' })).toBe('1,000 outbound credits');
    expect(chargeDescription({ kind: 'credits', description: '1000 outbound credits (add-on)', purchase: { type: 'credits', credits: 1000, bundleId: null } })).toBe('1,000 outbound credits');
    expect(chargeDescription({ kind: 'esim', description: 'eSIM: eSIM data' })).toBe('eSIM data');
    expect(chargeDescription({ kind: 'subscription', description: 'Subscription: Monthly' })).toBe('Plan: Monthly');
    expect(chargeDescription({ kind: 'subscription', description: 'Upgrade: Yearly (plan_yearly)' })).toBe('Plan upgrade: Yearly');
  });

  test('the CSV: headed in words, kinds and statuses in words, dates in the product style, no codes', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/billing/history.csv', headers: user.headers });
    const [header, ...rows] = response.body.trimEnd().split('\r\n');
    expect(header).toBe('Receipt number,Date,Type,Description,Amount,Currency,Card,Status');
    const clock = wallClockIn(server.config.displayTimeZone);
    expect(rows[0]).toBe(`${items[0].id},"${formatDayAndTime(new Date(items[0].created_at), clock)}",Failed renewal,Plan renewal: 3 Months,$29.97,USD,,Failed`);
    expect(rows[3]).toBe(`${items[3].id},"${formatDayAndTime(new Date(items[3].created_at), clock)}",Credits,"1,000 outbound credits",$10.00,USD,Visa 4242,Paid`);
    expect(response.body).not.toMatch(CODE);
  });

  test("every receipt (page and PDF) and every mail is free of codes", async () => {
    for (const item of items.filter((charge) => charge.receipt_id)) {
      const page = (await receipt(user, item.receipt_id as string)).body;
      expect(page).toContain(`<td>${item.description}</td>`);
      expect(page).not.toMatch(CODE);
      const pdf = pdfText((await receipt(user, item.receipt_id as string, '?format=pdf')).rawPayload);
      expect(pdf).toContain(item.description);
      expect(pdf.join('\n')).not.toMatch(CODE);
    }
    const mails = mailsTo(server, user.email);
    expect(mails.filter((mail) => mail.subject.includes('receipt'))).toHaveLength(items.length - 1);
    for (const mail of mails) expect(`${mail.subject}\n${mail.text}`).not.toMatch(CODE);
    const esimMail = mails.find((mail) => mail.subject.includes('eSIM'));
    expect(esimMail?.text).toContain('Thank you for your purchase: eSIM data: 40 MB of cellular data, $4.99, a one-time purchase.');
    const failure = mails.find((mail) => mail.subject.startsWith('Action needed'));
    expect(failure?.text).toContain('We could not charge $29.97 (Plan renewal: 3 Months): Your card was declined.');
  });
});

describe('receipts', () => {
  test('US Letter PDF with the customer, their number and the period a plan charge covers', async () => {
    const clock = wallClockIn(server.config.displayTimeZone);
    const upgrade = items.find((item) => item.kind === 'upgrade') as BillingHistoryItem<string>;
    const response = await receipt(user, upgrade.receipt_id as string, '?format=pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    const paidAt = new Date(upgrade.created_at);
    expect(pdfText(response.rawPayload)).toEqual(
      expect.arrayContaining([
        `Date: ${formatDayAndTime(paidAt, clock)}`,
        'Customer: Ada Lovelace',
        'Number: (857) 555-0142',
        `Service period: ${formatDay(paidAt, clock)} – ${formatDay(addMonths(paidAt, 3), clock)}`,
      ]),
    );
  });

  test('the page and the mail say the same; credits and eSIM are a one-time purchase', async () => {
    const credits = items.find((item) => item.kind === 'credits') as BillingHistoryItem<string>;
    const page = (await receipt(user, credits.receipt_id as string)).body;
    expect(page).toContain('<dt>Customer</dt><dd>Ada Lovelace</dd>');
    expect(page).toContain('<dt>Number</dt><dd>(857) 555-0142</dd>');
    expect(page).toContain('<dt>Service period</dt><dd>one-time purchase</dd>');
    expect(page).toContain('size: letter');
    const mail = mailsTo(server, user.email).find((sent) => sent.subject.includes(credits.id));
    expect(mail?.text).toContain('Customer: Ada Lovelace\nNumber: (857) 555-0142\nService period: one-time purchase');
    const esim = items.find((item) => item.kind === 'esim') as BillingHistoryItem<string>;
    expect(pdfText((await receipt(user, esim.receipt_id as string, '?format=pdf')).rawPayload)).toContain('Service period: one-time purchase');
  });

  test("a renewal's period continues from the end of the period before", async () => {
    const clock = wallClockIn(server.config.displayTimeZone);
    const renewal = items.find((item) => item.kind === 'renewal') as BillingHistoryItem<string>;
    const payment = await server.db.selectFrom('payments').select('purchase').where('receipt_number', '=', renewal.id).executeTakeFirstOrThrow();
    const endedAt = new Date((payment.purchase as { endedAt: string }).endedAt);
    const page = (await receipt(user, renewal.receipt_id as string)).body;
    expect(page).toContain(`<dt>Service period</dt><dd>${formatDay(endedAt, clock)} – ${formatDay(addMonths(endedAt, 3), clock)}</dd>`);
  });
});
