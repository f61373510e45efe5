import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { StripeLoaderProvider } from '../../../src/components/payment';
import { defaultConfig } from '../../../src/config/appConfig';
import { setConfig } from '../../../src/config/loadConfig';
import { renderCardForm } from './cardFormHarness';
import { fakeStripe } from './fakeStripe';

// The chunk of Stripe's React bindings does not arrive (a deploy replaced it, the network dropped).
jest.mock('../../../src/components/payment/stripe/StripeElementsCard', () => {
  throw new Error('Loading chunk stripe failed.');
});

it("says card payments are unavailable ('Stripe Not Init') when the card fields' code cannot load", async () => {
  setConfig({ ...defaultConfig, stripePublishableKey: 'pk_test_checkout' });
  const fake = fakeStripe();
  const wrap = (ui: ReactNode) => <StripeLoaderProvider load={async () => fake.stripe}>{ui}</StripeLoaderProvider>;
  const { askForToken } = renderCardForm({ wrap });
  expect(await screen.findByRole('alert')).toHaveTextContent('Card payments are unavailable right now (Stripe Not Init). Please try again later.');
  expect(await askForToken()).toBe('refused CardError: Stripe Not Init');
});
