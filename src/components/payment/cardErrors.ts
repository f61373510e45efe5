/** SPEC §5 and §8 texts of the payment provider. */
export const cardMessages = {
  /** Tokenising failed without a card error of its own. */
  stripeError: 'Stripe Error',
  /** Stripe.js is not loaded (yet, or it could not load). */
  stripeNotInit: 'Stripe Not Init',
} as const;

/**
 * The card could not become a token. Not an API error, so no middleware reports it: whoever
 * catches it shows `message` (a card error from the provider is shown as given).
 */
export class CardError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardError';
  }
}
