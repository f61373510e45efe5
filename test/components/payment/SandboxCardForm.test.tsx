import { screen } from '@testing-library/react';
import { isExpired, passesLuhn } from '../../../src/components/payment/sandbox/sandboxTestCards';
import { renderCardForm } from './cardFormHarness';

const field = (label: string) => screen.getByLabelText(label);

/** Fills the sandbox form; pass '' to leave a field empty. */
async function fill(user: ReturnType<typeof renderCardForm>['user'], number: string, expiry = '1240', cvc = '123') {
  if (number) await user.type(field('Card number'), number);
  if (expiry) await user.type(field('Expiry date'), expiry);
  if (cvc) await user.type(field('CVC'), cvc);
}

describe('sandbox card form (no Stripe key configured)', () => {
  it("has labelled 'Card number', 'Expiry date' (MM / YY) and 'CVC' fields, formatted as typed", async () => {
    const { user } = renderCardForm();
    await fill(user, '4242x4242424242424242', '12/409', '12345');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242 424');
    expect(field('Expiry date')).toHaveValue('12 / 40');
    expect(field('Expiry date')).toHaveAttribute('placeholder', 'MM / YY');
    expect(field('CVC')).toHaveValue('1234');
    expect(screen.getByText(/4242 4242 4242 4242 \(paid\) or 4000 0000 0000 0002 \(declined\)/)).toBeInTheDocument();
  });

  it.each([
    ['4242 4242 4242 4242', 'tok_visa'],
    ['5555 5555 5555 4444', 'tok_mastercard'],
    ['4000 0000 0000 0002', 'tok_chargeDeclined'],
    ['4000 0000 0000 9995', 'tok_chargeDeclinedInsufficientFunds'],
    ['4000 0000 0000 0341', 'tok_chargeCustomerFail'],
  ])("Stripe's test card %s gives the token %s", async (number, token) => {
    const { user, askForToken } = renderCardForm();
    await fill(user, number);
    expect(await askForToken()).toBe(`token ${token}`);
  });

  it.each([
    ['an empty number', '', '1240', '123', 'Your card number is incomplete.', 'Card number'],
    ['a short number', '4242 4242', '1240', '123', 'Your card number is incomplete.', 'Card number'],
    ['a number failing Luhn', '4242 4242 4242 4241', '1240', '123', 'Your card number is invalid.', 'Card number'],
    ['a real card that is no test card', '4111 1111 1111 1111', '1240', '123', 'Your card number is not a sandbox test card.', 'Card number'],
    ['no expiry', '4242 4242 4242 4242', '', '123', "Your card's expiration date is incomplete.", 'Expiry date'],
    ['a half expiry', '4242 4242 4242 4242', '12', '123', "Your card's expiration date is incomplete.", 'Expiry date'],
    ['month 13', '4242 4242 4242 4242', '1340', '123', "Your card's expiration month is invalid.", 'Expiry date'],
    ['an expiry in the past', '4242 4242 4242 4242', '0120', '123', "Your card's expiration date is in the past.", 'Expiry date'],
    ['a 2-digit CVC', '4242 4242 4242 4242', '1240', '12', "Your card's security code is incomplete.", 'CVC'],
  ])('%s is refused with its text, shown at the field too', async (_case, number, expiry, cvc, message, field) => {
    const { user, askForToken } = renderCardForm();
    await fill(user, number, expiry, cvc);
    expect(await askForToken()).toBe(`refused CardError: ${message}`);
    expect(screen.getByText(message)).toBeVisible();
    expect(screen.getByLabelText(field)).toHaveAccessibleDescription(message);
  });

  it('checks the number, then the expiry, then the CVC: the first failing rule is the one given', async () => {
    const { user, askForToken } = renderCardForm();
    await fill(user, '4242', '0120', '1');
    expect(await askForToken()).toBe('refused CardError: Your card number is incomplete.');
  });

  it('accepts a 4-digit CVC', async () => {
    const { user, askForToken } = renderCardForm();
    await fill(user, '4242 4242 4242 4242', '1240', '1234');
    expect(await askForToken()).toBe('token tok_visa');
  });

  it('shows a field error when the field is left, before any payment', async () => {
    const { user } = renderCardForm();
    await user.type(field('Card number'), '4242 4242 4242 4241');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is invalid.');
    expect(field('Card number')).toHaveAccessibleDescription('Your card number is invalid.');
    expect(field('Expiry date')).not.toHaveAccessibleDescription();
  });

  it('greys the fields out while a payment runs', () => {
    renderCardForm({ disabled: true });
    for (const label of ['Card number', 'Expiry date', 'CVC']) expect(field(label)).toBeDisabled();
  });
});

describe('sandbox card rules', () => {
  it('a card is good until the end of its expiry month', () => {
    const now = new Date(2026, 10, 23);
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true);
    expect(isExpired({ month: 1, year: 2027 }, now)).toBe(false);
    expect(isExpired({ month: 12, year: 2025 }, now)).toBe(true);
  });

  it('the Luhn checksum accepts real numbers and refuses a changed digit', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});
