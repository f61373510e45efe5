import { PDFDocument } from 'pdf-lib';
import { formatDayAndTime } from '../../src/contract/dateFormat';
import type { BillingHistoryPage } from '../../src/contract/api';
import { sendReceiptEmail } from '../src/billing/billingMail';
import { wallClockIn } from '../src/lib/wallClock';
import { pageContentSecurityPolicy } from '../src/pages/htmlPage';
import { buyCredits, buyPlan, contextOf, createSubscribedUser, plansByInterval, quietLog, saveCard } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const ADDRESS = 'Acme Telecom <Ltd>, 5 Harbour Road, Portland, OR 97201';
const server = setupTestServer({ BUSINESS_ADDRESS: ADDRESS, BRAND_NAME: 'Acme & Co' });

const receipt = (user: SignedInUser, id: string, query = '') => server.app.inject({ method: 'GET', url: `/api/billing/receipts/${id}${query}`, headers: user.headers });
const historyOf = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/billing/history', headers: user.headers })).json<BillingHistoryPage<string>>().items;
const receiptMails = async (user: SignedInUser) => {
  await server.app.backgroundTasks.idle();
  return mailsTo(server, user.email).filter((mail) => mail.subject.includes('receipt'));
};

describe('GET /api/billing/receipts/{id}', () => {
  test('a printable, script-free page: brand, number, date, line items, total, card and the business address', async () => {
    const user = await createSubscribedUser(server);
    const [plan] = await historyOf(user);
    const response = await receipt(user, plan.receipt_id as string);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toBe(pageContentSecurityPolicy);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = response.body;
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>Acme &amp; Co</h1>');
    expect(plan.receipt_id).toMatch(/^R-[23456789A-HJ-NP-Z]{10}$/);
    expect(html).toContain(`Receipt <strong>${plan.receipt_id}</strong>`);
    expect(html).toContain(`<dt>Date</dt><dd>${formatDayAndTime(new Date(plan.created_at), wallClockIn(server.config.displayTimeZone))}</dd>`);
    expect(html).toContain('<td>Plan: Monthly</td><td class="amount">$12.99</td>');
    expect(html).toMatch(/Total paid \(USD\)<\/td><td class="amount">\$12\.99</);
    expect(html).toContain('Paid with Visa ending 4242');
    expect(html).toContain('Acme Telecom &lt;Ltd&gt;, 5 Harbour Road, Portland, OR 97201');
  });

  test("an upgrade's receipt shows the plan and the prorated credit; every receipt's total is the provider's charge to the cent", async () => {
    const user = await createSubscribedUser(server);
    const plans = await plansByInterval(server, user);
    expect((await buyPlan(server, user, '/webupgradesubscription', plans.year.plan_id)).statusCode).toBe(200);
    expect((await buyCredits(server, user, 'credits_2500')).statusCode).toBe(200);
    const items = await historyOf(user);
    expect(items.map((item) => item.kind)).toEqual(['credits', 'upgrade', 'plan']);
    const upgradePage = (await receipt(user, items[1].receipt_id as string)).body;
    expect(upgradePage).toContain('<td>Plan upgrade: Yearly</td><td class="amount">$83.88</td>');
    expect(upgradePage).toContain('<td>Credit for unused time on the previous plan</td><td class="amount">−$12.99</td>');
    for (const item of items) {
      const page = (await receipt(user, item.receipt_id as string)).body;
      const total = /Total paid \(USD\)<\/td><td class="amount">\$([0-9.]+)</.exec(page)?.[1];
      const payment = await server.db.selectFrom('payments').select('provider_charge_id').where('receipt_number', '=', item.id).executeTakeFirstOrThrow();
      const charge = await server.db.selectFrom('sandbox_charges').select('amount_cents').where('id', '=', payment.provider_charge_id ?? '').executeTakeFirstOrThrow();
      expect(Math.round(Number(total) * 100)).toBe(charge.amount_cents);
    }
  });

  test('?format=pdf: the same receipt as a PDF download', async () => {
    const user = await createSubscribedUser(server);
    const [plan] = await historyOf(user);
    const response = await receipt(user, plan.receipt_id as string, '?format=pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const number = plan.receipt_id as string;
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Acme & Co receipt ${number}`);
  });

  test("only the owner reads a receipt: another customer's, a failed charge's and a missing one are the same 404", async () => {
    const owner = await createSubscribedUser(server);
    const [paid] = await historyOf(owner);
    const stranger = await createSignedInUser(server);
    const other = await receipt(stranger, paid.receipt_id as string);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ failure: 'Receipt not found.' });
    expect((await receipt(stranger, paid.receipt_id as string, '?format=pdf')).json()).toEqual({ failure: 'Receipt not found.' });
    expect((await receipt(owner, 'R-ABCDEFGHJK')).json()).toEqual({ failure: 'Receipt not found.' });
    await saveCard(server, owner, 'tok_chargeCustomerFail');
    expect((await buyCredits(server, owner, 'credits_1000')).statusCode).toBe(402);
    const [failed] = await historyOf(owner);
    expect(failed.status).toBe('failed');
    expect((await receipt(owner, failed.id)).statusCode).toBe(404);
  });
});

describe('the receipt mail', () => {
  test('sent after each successful charge, once, with the total and a link to the history', async () => {
    const user = await createSubscribedUser(server);
    expect((await buyCredits(server, user, 'credits_1000')).statusCode).toBe(200);
    const mails = await receiptMails(user);
    const items = await historyOf(user);
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Acme & Co receipt ${items[1].id} ($12.99)`, `Your Acme & Co receipt ${items[0].id} ($10.00)`]);
    expect(mails[1].text).toContain(`Acme & Co receipt ${items[0].id}`);
    expect(mails[1].text).toContain('Total paid: $10.00 USD');
    expect(mails[1].text).toContain('Paid with: Visa ending 4242');
    expect(mails[1].links).toEqual(['http://app.test/app/dashboard/billing']);
    // Whichever path records a charge asks again (a request, the settling of pending payments): still one mail each.
    const context = contextOf(server);
    const payments = await server.db.selectFrom('payments').select('id').where('user_id', '=', user.userId).execute();
    for (const payment of payments) sendReceiptEmail(context, payment.id, quietLog);
    await context.background.idle();
    expect(await receiptMails(user)).toHaveLength(2);
  });

  test('a declined charge gets no receipt mail', async () => {
    const user = await createSignedInUser(server);
    await saveCard(server, user, 'tok_chargeCustomerFail');
    expect((await buyCredits(server, user, 'credits_1000')).statusCode).toBe(402);
    expect(await receiptMails(user)).toEqual([]);
  });
});
