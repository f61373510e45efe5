import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApplePayButton, SANDBOX_APPLE_PAY, StripeLoaderProvider, type ApplePayButtonProps } from '../../../src/components/payment';
import { defaultConfig } from '../../../src/config/appConfig';
import { setConfig } from '../../../src/config/loadConfig';
import { fakeStripe } from './fakeStripe';

/** A payment the test settles by hand, to look at the button while it runs. */
function pendingPayment() {
  let settle: { resolve(): void; reject(error: Error): void } = { resolve: () => undefined, reject: () => undefined };
  const onToken = jest.fn<Promise<void>, [string, string | null]>(
    () => new Promise<void>((resolve, reject) => (settle = { resolve, reject })),
  );
  return { onToken, settle: () => settle };
}

const props = (onToken: ApplePayButtonProps['onToken'], disabled = false): ApplePayButtonProps => ({
  amountCents: 2397,
  label: 'Quarterly',
  onToken,
  disabled,
});

describe('Apple Pay in sandbox mode (no Stripe key)', () => {
  afterEach(() => {
    delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  });
  const withApplePay = () =>
    Object.defineProperty(window, 'ApplePaySession', { value: function ApplePaySession() {}, configurable: true });

  it('shows nothing where the browser has no Apple Pay', () => {
    render(<ApplePayButton {...props(jest.fn())} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("holds the test token with the payer's email until paid; a second press meanwhile does nothing", async () => {
    withApplePay();
    const user = userEvent.setup();
    const { onToken, settle } = pendingPayment();
    render(<ApplePayButton {...props(onToken)} />);

    const button = screen.getByRole('button', { name: 'Pay with Apple Pay (sandbox)' });
    await user.click(button);
    expect(onToken).toHaveBeenCalledWith(SANDBOX_APPLE_PAY.token, SANDBOX_APPLE_PAY.payerEmail);
    expect(screen.getByRole('status')).toHaveTextContent(`Paying with Apple Pay (${SANDBOX_APPLE_PAY.payerEmail})…`);
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onToken).toHaveBeenCalledTimes(1);

    await act(async () => settle().resolve());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(button).toBeEnabled();
  });

  it('is disabled while its screen says so (e.g. the reCAPTCHA is not solved)', () => {
    withApplePay();
    render(<ApplePayButton {...props(jest.fn(), true)} />);
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay (sandbox)' })).toBeDisabled();
  });
});

describe('Apple Pay through Stripe (a publishable key configured)', () => {
  function renderStripeApplePay(fake: ReturnType<typeof fakeStripe>, onToken: ApplePayButtonProps['onToken']) {
    setConfig({ ...defaultConfig, stripePublishableKey: 'pk_test_checkout' });
    const load = async () => fake.stripe;
    const view = (amountCents: number) => (
      <StripeLoaderProvider load={load}>
        <ApplePayButton {...props(onToken)} amountCents={amountCents} />
      </StripeLoaderProvider>
    );
    const rendered = render(view(2397));
    return { user: userEvent.setup(), changeAmount: (amountCents: number) => rendered.rerender(view(amountCents)) };
  }

  it('asks for a US payment in usd with the payer name and email, and shows only where Apple Pay can pay', async () => {
    const fake = fakeStripe();
    renderStripeApplePay(fake, jest.fn());

    expect(await screen.findByRole('button', { name: 'Pay with Apple Pay' })).toBeInTheDocument();
    expect(fake.requests[0].options).toEqual({
      country: 'US',
      currency: 'usd',
      total: { label: 'Quarterly', amount: 2397 },
      requestPayerName: true,
      requestPayerEmail: true,
    });
  });

  it.each([
    ['no wallet', null],
    ['Google Pay only', { applePay: false }],
  ])('shows nothing with %s', async (_case, wallet) => {
    const fake = fakeStripe({ wallet });
    renderStripeApplePay(fake, jest.fn());
    await waitFor(() => expect(fake.requests).toHaveLength(1));
    await act(async () => undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps the sheet total up to date with the price', async () => {
    const fake = fakeStripe();
    const { changeAmount } = renderStripeApplePay(fake, jest.fn());
    await screen.findByRole('button', { name: 'Pay with Apple Pay' });
    changeAmount(3397);
    expect(fake.requests[0].totals.at(-1)).toEqual({ label: 'Quarterly', amount: 3397 });
  });

  it("opens the sheet; the token is held with the payer's email until paid, and the sheet closes with success", async () => {
    const fake = fakeStripe();
    const { onToken, settle } = pendingPayment();
    const { user } = renderStripeApplePay(fake, onToken);
    const button = await screen.findByRole('button', { name: 'Pay with Apple Pay' });

    await user.click(button);
    expect(fake.requests[0].shown).toBe(1);
    let completed: Promise<string> = Promise.resolve('');
    act(() => {
      completed = fake.requests[0].authorise('tok_applepay', 'payer@example.com');
    });
    expect(onToken).toHaveBeenCalledWith('tok_applepay', 'payer@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('Paying with Apple Pay (payer@example.com)…');
    expect(button).toBeDisabled();

    await act(async () => settle().resolve());
    expect(await completed).toBe('success');
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('a failed payment closes the sheet with fail and lets go of the token', async () => {
    const fake = fakeStripe();
    const { onToken, settle } = pendingPayment();
    const { user } = renderStripeApplePay(fake, onToken);
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));

    let completed: Promise<string> = Promise.resolve('');
    act(() => {
      completed = fake.requests[0].authorise('tok_applepay', 'payer@example.com');
    });
    await act(async () => settle().reject(new Error('Your card was declined.')));
    expect(await completed).toBe('fail');
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
  });

  it('cancelling the sheet pays nothing', async () => {
    const fake = fakeStripe();
    const onToken = jest.fn();
    const { user } = renderStripeApplePay(fake, onToken);
    await user.click(await screen.findByRole('button', { name: 'Pay with Apple Pay' }));
    act(() => fake.requests[0].cancel());
    expect(onToken).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Pay with Apple Pay' })).toBeEnabled();
  });
});
