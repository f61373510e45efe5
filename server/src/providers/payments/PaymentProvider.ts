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

/** The card a charge was made with, as history and receipts show it. */
export interface CardSummary {
  brand: string;
  last4: string;
}

/** The customer's default card (GET /api/billing/paymentmethod). */
export interface CardOnFile extends CardSummary {
  expMonth: number;
  expYear: number;
}

export interface ChargeRequest {
  customerId: string;
  /**
   * A one-time card token: charged instead of the default card, and not saved on the customer.
   * Without it the customer's default card pays.
   */
  cardToken?: string;
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
  /** The card charged, when the provider tells. */
  card: CardSummary | null;
}

/** What the provider holds under an idempotency key (PaymentProvider.findCharge). */
export type ChargeLookup =
  | { status: 'succeeded'; chargeId: string; amountCents: number; card?: CardSummary | null }
  /** Refused: nothing was taken, and this key will answer the same refusal. */
  | { status: 'declined'; message: string; code: string }
  /** Neither taken nor refused yet (Stripe's 'processing'): ask again later. */
  | { status: 'processing' }
  /** No charge was ever made with this key: none will be unless it is sent again. */
  | { status: 'none' };

export interface ChargeQuery {
  idempotencyKey: string;
  /** The customer the charge would be for. */
  customerId: string;
  /** The charge cannot be older than this (when its attempt was recorded). */
  createdAfter: Date;
}

export interface PaymentProvider {
  /** The provider's customer for a user, created on first use. */
  ensureCustomer(input: { userId: number; email: string; existingCustomerId: string | null }): Promise<string>;
  /** Makes a card token the customer's default payment method. Throws PaymentDeclinedError. */
  saveCard(input: { customerId: string; cardToken: string }): Promise<SavedCard>;
  /** The customer's default card, or null without one. Throws on an outage. */
  cardOnFile(customerId: string): Promise<CardOnFile | null>;
  /** Charges the customer's default payment method (or the request's one-time card). Throws PaymentDeclinedError. */
  charge(request: ChargeRequest): Promise<Charge>;
  /**
   * Looks up, without charging, what became of a charge sent with this idempotency key: for a
   * purchase cut short between the charge and its record (billing/pendingPayments.ts). Throws on
   * an outage, never answers 'none' for a charge it could not see.
   */
  findCharge(query: ChargeQuery): Promise<ChargeLookup>;
  /**
   * The provider's fingerprint of the card a charge would use (Stripe's card.fingerprint): the
   * same card number gives the same fingerprint under any token or customer, and the number
   * cannot be read back from it. Null when the token or the customer's card is unknown.
   * Throws on an outage.
   */
  cardFingerprint(card: CardToFingerprint): Promise<string | null>;
}

/** A one-time card token, or the default card of a customer. */
export type CardToFingerprint = { cardToken: string } | { customerId: string };

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
