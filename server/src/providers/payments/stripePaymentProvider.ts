import Stripe from 'stripe';
import { PaymentDeclinedError, type CardOnFile, type CardSummary, type Charge, type ChargeLookup, type PaymentProvider, type SavedCard } from './PaymentProvider';

/** Stripe's own words for an off-session charge that the bank wants the customer to confirm. */
const NEEDS_AUTHENTICATION = 'Your card requires authentication. Please update your payment information.';
/** Where a PaymentIntent carries the idempotency key it was created with: Stripe cannot be asked by key. */
const KEY_METADATA = 'idempotency_key';
/** Our clock and Stripe's may differ: look this much further back than the attempt's record. */
const CLOCK_MARGIN_S = 60 * 60;

/** The card of a PaymentIntent's expanded payment_method, if Stripe sent it. */
function cardOf(method: string | Stripe.PaymentMethod | null): CardSummary | null {
  if (typeof method !== 'object' || method === null || !method.card) return null;
  return { brand: method.card.brand, last4: method.card.last4 };
}

/** What a found PaymentIntent means for its purchase (off-session, confirmed at creation, captured at once). */
function lookupOf(intent: Stripe.PaymentIntent): ChargeLookup {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', chargeId: intent.id, amountCents: intent.amount, card: cardOf(intent.payment_method) };
    case 'requires_payment_method':
      return { status: 'declined', message: intent.last_payment_error?.message ?? 'Your card was declined.', code: intent.last_payment_error?.code ?? 'card_declined' };
    case 'requires_action':
    case 'requires_confirmation':
      return { status: 'declined', message: NEEDS_AUTHENTICATION, code: 'authentication_required' };
    case 'canceled':
      return { status: 'none' };
    default:
      return { status: 'processing' };
  }
}

/**
 * Card errors (declines) and invalid requests about the card (a used or unknown token) are the
 * customer's to fix: they become PaymentDeclinedError with Stripe's message, shown as given.
 * Anything else (network, authentication, rate limits) is rethrown as an outage.
 */
function asDecline(error: unknown, cardParams: boolean): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentDeclinedError(error.message, error.code ?? 'card_declined');
  }
  if (cardParams && error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new PaymentDeclinedError(error.message, error.code ?? 'invalid_request');
  }
  throw error;
}

/**
 * Stripe: one Customer per user, the card token turned into a PaymentMethod that becomes the
 * customer's default, and charges as PaymentIntents confirmed off-session at once, each under
 * Stripe's idempotency key (the same key within 24 hours answers with the first result).
 */
export function createStripePaymentProvider(secretKey: string, client: Stripe = new Stripe(secretKey, { maxNetworkRetries: 2 })): PaymentProvider {
  async function defaultMethodOf(customerId: string): Promise<string> {
    const customer = await client.customers.retrieve(customerId);
    const defaultMethod = 'deleted' in customer && customer.deleted ? null : customer.invoice_settings?.default_payment_method;
    const paymentMethod = typeof defaultMethod === 'string' ? defaultMethod : defaultMethod?.id;
    if (!paymentMethod) throw new PaymentDeclinedError('This customer has no saved card.', 'payment_method_missing');
    return paymentMethod;
  }

  /**
   * A PaymentMethod from a one-time token, not attached to the customer (so not saved). Made under
   * the charge's own key: a token is single-use, and a resumed attempt gets the same method back.
   */
  async function oneTimeMethod(cardToken: string, idempotencyKey: string): Promise<string> {
    try {
      const method = await client.paymentMethods.create({ type: 'card', card: { token: cardToken } }, { idempotencyKey: `${idempotencyKey}-card` });
      return method.id;
    } catch (error) {
      return asDecline(error, true);
    }
  }

  return {
    async ensureCustomer({ userId, email, existingCustomerId }) {
      if (existingCustomerId) return existingCustomerId;
      const customer = await client.customers.create({ email, metadata: { user_id: String(userId) } });
      return customer.id;
    },

    async saveCard({ customerId, cardToken }): Promise<SavedCard> {
      try {
        const method = await client.paymentMethods.create({ type: 'card', card: { token: cardToken } });
        await client.paymentMethods.attach(method.id, { customer: customerId });
        await client.customers.update(customerId, { invoice_settings: { default_payment_method: method.id } });
        return { paymentMethodId: method.id, brand: method.card?.brand ?? 'card', last4: method.card?.last4 ?? '' };
      } catch (error) {
        return asDecline(error, true);
      }
    },

    async cardOnFile(customerId): Promise<CardOnFile | null> {
      const customer = await client.customers.retrieve(customerId, { expand: ['invoice_settings.default_payment_method'] });
      if ('deleted' in customer && customer.deleted) return null;
      const method = customer.invoice_settings?.default_payment_method;
      const card = typeof method === 'object' && method !== null ? method.card : undefined;
      if (!card) return null;
      return { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year };
    },

    async charge({ customerId, cardToken, amountCents, currency, description, idempotencyKey }): Promise<Charge> {
      const paymentMethod = cardToken === undefined ? await defaultMethodOf(customerId) : await oneTimeMethod(cardToken, idempotencyKey);
      let intent;
      try {
        intent = await client.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            customer: customerId,
            payment_method: paymentMethod,
            description,
            confirm: true,
            // The card on file is charged with the customer away; a one-time card while they wait (and never attached).
            ...(cardToken === undefined ? { off_session: true } : {}),
            metadata: { [KEY_METADATA]: idempotencyKey },
            expand: ['payment_method'],
          },
          { idempotencyKey },
        );
      } catch (error) {
        return asDecline(error, false);
      }
      if (intent.status !== 'succeeded') throw new PaymentDeclinedError(NEEDS_AUTHENTICATION, 'authentication_required');
      return { chargeId: intent.id, amountCents: intent.amount, status: 'succeeded', card: cardOf(intent.payment_method) };
    },

    // A token (tok_…, from Elements or Apple Pay) is read without being used up; a PaymentMethod
    // id (pm_…) likewise. An unknown one has no fingerprint: its charge is refused on its own.
    async cardFingerprint(which): Promise<string | null> {
      try {
        if ('customerId' in which) {
          const customer = await client.customers.retrieve(which.customerId, { expand: ['invoice_settings.default_payment_method'] });
          if ('deleted' in customer && customer.deleted) return null;
          const method = customer.invoice_settings?.default_payment_method;
          return typeof method === 'object' && method !== null ? (method.card?.fingerprint ?? null) : null;
        }
        if (which.cardToken.startsWith('pm_')) return (await client.paymentMethods.retrieve(which.cardToken)).card?.fingerprint ?? null;
        return (await client.tokens.retrieve(which.cardToken)).card?.fingerprint ?? null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return null;
        throw error;
      }
    },

    // The customer's PaymentIntents since the attempt (a list, unlike search, is current at once),
    // matched by the key in their metadata. A charge made before the key was put there is not found.
    async findCharge({ idempotencyKey, customerId, createdAfter }): Promise<ChargeLookup> {
      const gte = Math.floor(createdAfter.getTime() / 1000) - CLOCK_MARGIN_S;
      let startingAfter: string | undefined;
      for (;;) {
        const page = await client.paymentIntents.list({
          customer: customerId,
          created: { gte },
          limit: 100,
          // The card, for the history and the receipt of a charge recorded here.
          expand: ['data.payment_method'],
          ...(startingAfter ? { starting_after: startingAfter } : {}),
        });
        const found = page.data.find((intent) => intent.metadata?.[KEY_METADATA] === idempotencyKey);
        if (found) return lookupOf(found);
        if (!page.has_more || page.data.length === 0) return { status: 'none' };
        startingAfter = page.data[page.data.length - 1].id;
      }
    },
  };
}
