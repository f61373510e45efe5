import Stripe from 'stripe';
import { PaymentDeclinedError, type Charge, type PaymentProvider, type SavedCard } from './PaymentProvider';

/** Stripe's own words for an off-session charge that the bank wants the customer to confirm. */
const NEEDS_AUTHENTICATION = 'Your card requires authentication. Please update your payment information.';

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

    async charge({ customerId, amountCents, currency, description, idempotencyKey }): Promise<Charge> {
      const customer = await client.customers.retrieve(customerId);
      const defaultMethod = 'deleted' in customer && customer.deleted ? null : customer.invoice_settings?.default_payment_method;
      const paymentMethod = typeof defaultMethod === 'string' ? defaultMethod : defaultMethod?.id;
      if (!paymentMethod) throw new PaymentDeclinedError('This customer has no saved card.', 'payment_method_missing');
      let intent;
      try {
        intent = await client.paymentIntents.create(
          { amount: amountCents, currency, customer: customerId, payment_method: paymentMethod, description, confirm: true, off_session: true },
          { idempotencyKey },
        );
      } catch (error) {
        return asDecline(error, false);
      }
      if (intent.status !== 'succeeded') throw new PaymentDeclinedError(NEEDS_AUTHENTICATION, 'authentication_required');
      return { chargeId: intent.id, amountCents: intent.amount, status: 'succeeded' };
    },
  };
}
