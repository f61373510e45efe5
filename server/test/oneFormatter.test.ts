import { csvCell } from '../../src/contract/csvCell';
import { formatDay, formatDayAndTime } from '../../src/contract/dateFormat';
import { formatCents, formatMoney } from '../../src/contract/money';
import { formatCents as spaFormatCents, formatMoney as spaFormatMoney } from '../../src/lib/formatMoney';
import { formatBalance } from '../../src/lib/formatBalance';
import { historyCsv } from '../src/billing/billingHistory';
import { receiptOf, receiptText } from '../src/billing/receipts';
import { loadConfig } from '../src/config';
import type { EsimPlan } from '../src/db/queries/esims';
import type { Payment } from '../src/db/queries/payments';
import type { Plan } from '../src/db/schema';
import { accountUnderAttackEmail } from '../src/emails/accountEmails';
import { failedRenewalEmail, receiptEmail } from '../src/emails/billingEmails';
import { esimReadyEmail } from '../src/emails/esimEmails';
import { accountDeletedEmail } from '../src/emails/securityEmails';
import { subscriptionResumedEmail, subscriptionStartedEmail } from '../src/emails/subscriptionEmails';
import { wallClockIn } from '../src/lib/wallClock';

// The server's emails, receipts and CSV write money and dates as the SPA does: one formatter each, in the contract.
const config = loadConfig({ DISPLAY_TIME_ZONE: 'America/New_York' });
const clock = wallClockIn('America/New_York');
// 15:04 UTC is 10:04 in New York.
const at = new Date('2026-11-28T15:04:00Z');
const DAY = '28 Nov 2026';
const DAY_AND_TIME = '28 Nov 2026, 10:04';
const BIG = 123450;

describe('one money formatter', () => {
  it('is the same function in the SPA and the contract the server imports', () => {
    expect(spaFormatMoney).toBe(formatMoney);
    expect(spaFormatCents).toBe(formatCents);
    expect(formatCents(BIG)).toBe('$1,234.50');
    expect(formatBalance(1234.5)).toBe('$1,234.50 · 123,450 credits');
  });

  it('writes the emails’ amounts as the SPA does: thousands separated, two decimals', () => {
    const plan = { name_en: 'Yearly', renew_en: 'Renews yearly', total_amount_cents: BIG } as Plan;
    expect(subscriptionStartedEmail(config, 'a@example.com', plan).text).toContain('Your Yearly plan ($1,234.50, renews yearly) is active');
    expect(subscriptionResumedEmail(config, 'a@example.com', 'Yearly', at, BIG).text).toContain(`renews on ${DAY} for ${formatCents(BIG)} with`);
    expect(esimReadyEmail(config, 'a@example.com', { data_mb: 1024 } as EsimPlan, BIG).text).toContain(', $1,234.50, a one-time purchase');
    expect(failedRenewalEmail(config, 'a@example.com', { description: 'Plan renewal: Yearly', amountCents: BIG, reason: 'Declined' }).text).toContain(
      'We could not charge $1,234.50 (Plan renewal: Yearly)',
    );
  });

  it('writes the receipt’s amounts and date as the SPA does; a credit with a true minus', () => {
    const payment = {
      receipt_number: 'R-ABCDEFGHJK',
      created_at: at,
      kind: 'subscription',
      description: 'Upgrade: Yearly',
      purchase: null,
      amount_cents: BIG,
      credit_applied_cents: 1299,
      currency: 'usd',
      card_brand: 'visa',
      card_last4: '4242',
    } as unknown as Payment;
    const receipt = receiptOf(config, payment, { customerName: 'Ada Lovelace', phoneNumber: null, period: { start: at, end: new Date('2027-11-28T15:04:00Z') } });
    const text = receiptText(receipt);
    expect(text).toContain(`Date: ${DAY_AND_TIME}`);
    expect(text).toContain(`Service period: ${DAY} – 28 Nov 2027`);
    expect(text).toContain('Plan upgrade: Yearly: $1,247.49');
    expect(text).toContain('Credit for unused time on the previous plan: −$12.99');
    expect(text).toContain(`Total paid: ${formatMoney(1234.5)} USD`);
    expect(receiptEmail(config, 'a@example.com', receipt).subject).toContain('($1,234.50)');
  });
});

describe('one date formatter', () => {
  it('writes the mails’ days and times in the product’s style on the display clock', () => {
    expect(formatDayAndTime(at, clock)).toBe(DAY_AND_TIME);
    const deleted = accountDeletedEmail(config, { to: 'a@example.com', deletedAt: at, phoneNumbers: ['5085551234'], numbersHeldUntil: at });
    expect(deleted.text).toContain(`deleted on ${DAY_AND_TIME} (America/New_York)`);
    expect(deleted.text).toContain(`held for you until ${formatDay(at, clock)}:`);
    expect(accountUnderAttackEmail(config, 'a@example.com', at).text).toContain(`By ${DAY_AND_TIME} (America/New_York) so many`);
  });
});

describe('one CSV writer', () => {
  it('the billing history CSV: the product’s date and money, cells written by the contract’s csvCell', () => {
    const csv = historyCsv(
      [
        { id: 'R-ABCDEFGHJK', created_at: at.toISOString(), kind: 'credits', description: '=1+1', amount_cents: BIG, currency: 'usd', card: null, status: 'succeeded', receipt_id: 'R-ABCDEFGHJK' },
        { id: 'R-BCDEFGHJKL', created_at: at.toISOString(), kind: 'refund', description: 'Refund', amount_cents: -500, currency: 'usd', card: null, status: 'succeeded', receipt_id: 'R-BCDEFGHJKL' },
      ],
      clock,
    );
    const rows = csv.split('\r\n');
    expect(rows[1]).toBe(['R-ABCDEFGHJK', DAY_AND_TIME, 'Credits', '=1+1', '$1,234.50', 'USD', '', 'Paid'].map(csvCell).join(','));
    expect(rows[1]).toBe(`R-ABCDEFGHJK,"${DAY_AND_TIME}",Credits,'=1+1,"$1,234.50",USD,,Paid`);
    // A refund is not taken for a formula: its minus is the true one, as on the receipt.
    expect(rows[2]).toBe(`R-BCDEFGHJKL,"${DAY_AND_TIME}",Refund,Refund,−$5.00,USD,,Paid`);
  });
});
