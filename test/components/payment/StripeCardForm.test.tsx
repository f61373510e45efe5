import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StripeLoaderProvider, type LoadStripeFn } from '../../../src/components/payment';
import { defaultConfig } from '../../../src/config/appConfig';
import { setConfig } from '../../../src/config/loadConfig';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_CHANGE_EVENT } from '../../../src/theme/colorScheme';
import { schemePalette } from '../../../src/theme/schemePalette';
import { renderCardForm } from './cardFormHarness';
import { fakeStripe } from './fakeStripe';

const publishableKey = 'pk_test_checkout';

/** The card form with a Stripe key configured, Stripe.js loaded by `load`. */
function renderStripeCardForm(load: LoadStripeFn, disabled = false) {
  setConfig({ ...defaultConfig, stripePublishableKey: publishableKey });
  const wrap = (ui: ReactNode) => <StripeLoaderProvider load={load}>{ui}</StripeLoaderProvider>;
  return renderCardForm({ disabled, wrap });
}

describe('Stripe Elements card form (a publishable key configured)', () => {
  it("loads Stripe.js for the key and mounts labelled 'Card number', 'Expiry date' and 'CVC' elements", async () => {
    const fake = fakeStripe();
    const load = jest.fn<ReturnType<LoadStripeFn>, Parameters<LoadStripeFn>>(async () => fake.stripe);
    renderStripeCardForm(load);

    expect(screen.getByRole('progressbar', { name: 'Loading the card form' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Card number' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Expiry date' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'CVC' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(publishableKey);
    expect(fake.elements.map((element) => element.type)).toEqual(['cardNumber', 'cardExpiry', 'cardCvc']);
    // The sandbox form is not there.
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });

  it("gives Stripe's token for the card number element", async () => {
    const fake = fakeStripe({ createToken: async () => ({ token: { id: 'tok_1Real' } }) });
    const { askForToken } = renderStripeCardForm(async () => fake.stripe);
    await screen.findByRole('group', { name: 'Card number' });

    expect(await askForToken()).toBe('token tok_1Real');
    expect(fake.tokenRequests).toEqual([fake.elements[0]]);
  });

  it('clears every element when asked (after a payment)', async () => {
    const fake = fakeStripe();
    const { user } = renderStripeCardForm(async () => fake.stripe);
    await screen.findByRole('group', { name: 'Card number' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(fake.elements.map((element) => element.cleared)).toEqual([1, 1, 1]);
  });

  it('shows a card error from Stripe as given', async () => {
    const declined = { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' };
    const fake = fakeStripe({ createToken: async () => ({ error: declined }) });
    const { askForToken } = renderStripeCardForm(async () => fake.stripe);
    await screen.findByRole('group', { name: 'Card number' });

    expect(await askForToken()).toBe('refused CardError: Your card number is incorrect.');
  });

  it.each([
    ['an API error', async () => ({ error: { type: 'api_error', message: 'An error occurred with our connection to Stripe.' } })],
    ['no token and no error', async () => ({})],
    ['a thrown exception', async () => Promise.reject(new Error('network down'))],
  ])("says 'Stripe Error' for %s", async (_case, createToken) => {
    const fake = fakeStripe({ createToken });
    const { askForToken } = renderStripeCardForm(async () => fake.stripe);
    await screen.findByRole('group', { name: 'Card number' });

    expect(await askForToken()).toBe('refused CardError: Stripe Error');
  });

  it("says 'Stripe Not Init' when Stripe.js cannot load, and while it is still loading", async () => {
    let finishLoading: (value: null) => void = () => undefined;
    const { askForToken } = renderStripeCardForm(() => new Promise((resolve) => (finishLoading = resolve)));
    expect(await askForToken()).toBe('refused CardError: Stripe Not Init');

    await act(async () => finishLoading(null));
    expect(screen.getByRole('alert')).toHaveTextContent('Stripe Not Init');
    expect(await askForToken()).toBe('refused CardError: Stripe Not Init');
  });

  it("shows an element's own validation message under that field", async () => {
    const fake = fakeStripe();
    renderStripeCardForm(async () => fake.stripe);
    const expiry = await screen.findByRole('group', { name: 'Expiry date' });

    act(() => fake.elements[1].emit('change', { elementType: 'cardExpiry', error: { message: "Your card's expiration year is in the past." } }));
    expect(expiry).toHaveAccessibleDescription("Your card's expiration year is in the past.");
    act(() => fake.elements[1].emit('change', { elementType: 'cardExpiry', error: undefined }));
    expect(expiry).not.toHaveAccessibleDescription();
  });

  it('passes disabled to the elements while a payment runs', async () => {
    const fake = fakeStripe();
    renderStripeCardForm(async () => fake.stripe, true);
    await screen.findByRole('group', { name: 'Card number' });
    expect(fake.elements.map((element) => element.options)).toEqual([0, 1, 2].map(() => expect.objectContaining({ disabled: true })));
  });
});

describe('Stripe card fields follow the colour scheme (they draw in frames the CSS variables do not reach)', () => {
  afterEach(() => document.documentElement.removeAttribute(COLOR_SCHEME_ATTRIBUTE));

  const textColours = (fake: ReturnType<typeof fakeStripe>) =>
    fake.elements.map((element) => (element.options as { style?: { base?: { color?: string } } }).style?.base?.color);

  it("gives Elements the theme's appearance and the fields its text colours, and gives them again when the scheme changes", async () => {
    const fake = fakeStripe();
    renderStripeCardForm(async () => fake.stripe);
    await screen.findByRole('group', { name: 'Card number' });
    const light = schemePalette('light');
    expect(textColours(fake)).toEqual([light.text.primary, light.text.primary, light.text.primary]);
    expect(fake.appearances).toEqual([
      expect.objectContaining({ theme: 'stripe', variables: expect.objectContaining({ colorBackground: light.background.paper, colorText: light.text.primary, colorPrimary: light.primary.main }) }),
    ]);

    // public/color-scheme.js applies the customer's choice of dark and tells the page.
    act(() => {
      document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, 'dark');
      document.dispatchEvent(new Event(COLOR_SCHEME_CHANGE_EVENT));
    });
    const dark = schemePalette('dark');
    await waitFor(() => expect(textColours(fake)).toEqual([dark.text.primary, dark.text.primary, dark.text.primary]));
    expect(dark.text.primary).not.toBe(light.text.primary);
    expect(fake.appearances.at(-1)).toEqual(expect.objectContaining({ theme: 'night', variables: expect.objectContaining({ colorBackground: dark.background.paper, colorText: dark.text.primary }) }));
  });
});
