/**
 * The card payment provider (Stripe, or the sandbox that honours Stripe's test tokens).
 * Card numbers never reach our server: the SPA turns the card into a token with the provider's
 * client (Stripe Elements, or the sandbox card form), and the server only handles that token.
 */
export interface SavedCard {
  paymentMethodId: string;
  brand: string;
  last4: string;
}

export interface ChargeRequest {
  customerId: string;
  amountCents: number;
  currency: 'usd';
  description: string;
  /** The same key always answers with the same charge: a retried or double-clicked purchase charges once. */
  idempotencyKey: string;
}

export interface Charge {
  chargeId: string;
  amountCents: number;
  status: 'succeeded';
}

export interface PaymentProvider {
  /** The provider's customer for a user, created on first use. */
  ensureCustomer(input: { userId: number; email: string; existingCustomerId: string | null }): Promise<string>;
  /** Makes a card token the customer's default payment method. Throws PaymentDeclinedError. */
  saveCard(input: { customerId: string; cardToken: string }): Promise<SavedCard>;
  /** Charges the customer's default payment method. Throws PaymentDeclinedError. */
  charge(request: ChargeRequest): Promise<Charge>;
}

/** The provider refused the card or the charge; `message` is the provider's text, shown as given. */
export class PaymentDeclinedError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'PaymentDeclinedError';
  }
}
