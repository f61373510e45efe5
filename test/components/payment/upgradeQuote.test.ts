import { brandName, cardExpiry, cardLabel } from '../../../src/components/payment/cardOnFileText';
import { chargedCardText } from '../../../src/components/payment/chargedCardText';
import { formatCreditCents, formatRenewalDate, quoteDisplay } from '../../../src/components/payment/upgradeQuote';
import { purchaseCardFields } from '../../../src/components/payment/cardUse';
import { buildCardOnFile, buildUpgradeQuote } from '../../factories';

const plans = { current: 'Monthly', next: 'Yearly' };

describe('the upgrade quote as the dialog shows it', () => {
  it('mid-period: the amount due, the credit on its own line, the plan price and the renewal, all as the server quoted', () => {
    const display = quoteDisplay(buildUpgradeQuote({ amount_due_cents: 5391, credit_cents: 2997, plan_total_cents: 8388 }), plans);

    expect(display.dueToday).toBe('$53.91');
    expect(display.lines).toEqual([
      { label: 'Credit for unused time on Monthly', amount: '\u2212$29.97' },
      { label: 'Yearly', amount: '$83.88' },
    ]);
    expect(display.renewal).toBe('Renews on 26 Nov 2027');
    expect(display.confirmLabel).toBe('Confirm and pay $53.91');
  });

  it("at the period's end (credit 0): no credit line, the full price due", () => {
    const display = quoteDisplay(buildUpgradeQuote({ amount_due_cents: 8388, credit_cents: 0, plan_total_cents: 8388 }), plans);

    expect(display.lines).toEqual([{ label: 'Yearly', amount: '$83.88' }]);
    expect(display.dueToday).toBe('$83.88');
  });

  it('from a transition status (a lapsed plan renewed at full price): no credit line', () => {
    const display = quoteDisplay(buildUpgradeQuote({ amount_due_cents: 2397, credit_cents: 0, plan_total_cents: 2397 }), { current: 'Monthly', next: 'Quarterly' });

    expect(display.lines.map((line) => line.label)).toEqual(['Quarterly']);
    expect(display.confirmLabel).toBe('Confirm and pay $23.97');
  });

  it('shows the amounts it is given, never its own sum (the server charges exactly the quote)', () => {
    // A quote whose parts do not add up (rounding on the server) is still shown as quoted.
    const display = quoteDisplay(buildUpgradeQuote({ amount_due_cents: 5392, credit_cents: 2997, plan_total_cents: 8388 }), plans);
    expect(display.dueToday).toBe('$53.92');
  });

  it('without the current plan name, or a renewal date, says less rather than something wrong', () => {
    const display = quoteDisplay(buildUpgradeQuote({ renews_at: null }), { current: null, next: 'Yearly' });
    expect(display.lines[0].label).toBe('Credit for unused time on your current plan');
    expect(display.renewal).toBeNull();
    expect(formatRenewalDate('not a date')).toBeNull();
  });

  it('formats a credit with a true minus sign', () => {
    expect(formatCreditCents(2997)).toBe('\u2212$29.97');
    expect(formatCreditCents(-5)).toBe('\u2212$0.05');
  });
});

describe('the card on file as shown', () => {
  it('names the brand, the last four digits and the expiry', () => {
    const card = buildCardOnFile({ brand: 'visa', last4: '4242', exp_month: 3, exp_year: 2030 });
    expect(cardLabel(card)).toBe('Visa •••• 4242');
    expect(cardExpiry(card)).toBe('Expires 03/2030');
    expect(brandName('amex')).toBe('American Express');
    expect(brandName('cartes_bancaires')).toBe('Cartes_bancaires');
  });

  it('the card an upgrade charges: the card on file, or the new card entered', () => {
    expect(chargedCardText({ kind: 'onFile' }, buildCardOnFile())).toBe('Visa •••• 4242');
    expect(chargedCardText({ kind: 'onFile' }, null)).toBe('your card on file');
    expect(chargedCardText({ kind: 'new', save: false }, buildCardOnFile())).toBe('the new card you entered');
  });
});

describe('the card fields of a purchase', () => {
  const token = () => Promise.resolve('tok_visa');

  it('card on file: nothing made, nothing saved', async () => {
    const save = jest.fn(() => Promise.resolve());
    const cardToken = jest.fn(token);
    expect(await purchaseCardFields({ kind: 'onFile' }, cardToken, save)).toEqual({});
    expect(cardToken).not.toHaveBeenCalled();
    expect(save).not.toHaveBeenCalled();
  });

  it('a new card to keep is saved first and the purchase carries no card', async () => {
    const save = jest.fn(() => Promise.resolve());
    expect(await purchaseCardFields({ kind: 'new', save: true }, token, save)).toEqual({});
    expect(save).toHaveBeenCalledWith('tok_visa');
  });

  it('a new card charged once goes with the purchase, unsaved', async () => {
    const save = jest.fn(() => Promise.resolve());
    expect(await purchaseCardFields({ kind: 'new', save: false }, token, save)).toEqual({ card_token: 'tok_visa', save_card: false });
    expect(save).not.toHaveBeenCalled();
  });
});
