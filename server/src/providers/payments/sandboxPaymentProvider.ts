import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findSandboxCharge, findSandboxCustomerCard, insertSandboxCard, insertSandboxCustomer, insertSandboxDefaultCard, recordSandboxCharge, sandboxCustomerExists } from '../../db/queries/sandboxPayments';
import type { Database } from '../../db/schema';
import { PaymentDeclinedError, type CardOnFile, type Charge, type ChargeLookup, type PaymentProvider, type SavedCard } from './PaymentProvider';

/** How a Stripe test token behaves (https://docs.stripe.com/testing#declined-payments). */
interface TestCard {
  /** The test card number the token stands for (Stripe's published one); only its fingerprint leaves here. */
  number: string;
  brand: string;
  last4: string;
  /** Stripe's test cards take any future expiry: the sandbox gives each a fixed one. */
  expMonth: number;
  expYear: number;
  /** Refused when saved (Stripe refuses these when the card is attached). */
  refusedAtSave?: { message: string; code: string };
  /** Saved fine, but every charge is declined (Stripe's tok_chargeCustomerFail). */
  refusedAtCharge?: { message: string; code: string };
}

const DECLINED = { message: 'Your card was declined.', code: 'card_declined' };
const INSUFFICIENT_FUNDS = { message: 'Your card has insufficient funds.', code: 'card_declined' };

/**
 * The tokens the SPA's sandbox card form gives (4242… → tok_visa, 4000 0000 0000 0002 →
 * tok_chargeDeclined, …9995 → tok_chargeDeclinedInsufficientFunds, …0341 → tok_chargeCustomerFail;
 * sandbox Apple Pay → tok_visa). Any other token is refused as Stripe refuses an unknown one.
 */
export const SANDBOX_TEST_CARDS: Record<string, TestCard> = {
  tok_visa: { number: '4242424242424242', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
  tok_mastercard: { number: '5555555555554444', brand: 'mastercard', last4: '4444', expMonth: 8, expYear: 2033 },
  tok_chargeDeclined: { number: '4000000000000002', brand: 'visa', last4: '0002', expMonth: 12, expYear: 2034, refusedAtSave: DECLINED },
  tok_chargeDeclinedInsufficientFunds: { number: '4000000000009995', brand: 'visa', last4: '9995', expMonth: 12, expYear: 2034, refusedAtSave: INSUFFICIENT_FUNDS },
  tok_chargeCustomerFail: { number: '4000000000000341', brand: 'visa', last4: '0341', expMonth: 12, expYear: 2034, refusedAtCharge: DECLINED },
};

/**
 * The sandbox's fingerprint key. Stripe keys its fingerprints per platform account; the sandbox is
 * one account whose only cards are Stripe's published test numbers, so this key guards nothing secret.
 */
const FINGERPRINT_KEY = 'sandbox-card-fingerprint-v1';

/** Stripe-like fingerprint: 16 characters, the same for the same number under any token, not reversible. */
export function sandboxCardFingerprint(cardNumber: string): string {
  return createHmac('sha256', FINGERPRINT_KEY).update(cardNumber).digest('base64url').slice(0, 16);
}

export const INVALID_CARD_TOKEN = 'Invalid card token.';

const newId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`;

const testCard = (token: string | null | undefined) => (token && Object.hasOwn(SANDBOX_TEST_CARDS, token) ? SANDBOX_TEST_CARDS[token] : undefined);

/** Why a charge is refused: no customer, no card, or the card's own refusal (a one-time card refused at save is refused at charge). */
function refusalOf(customerFound: boolean, card: TestCard | undefined, oneTime: boolean): { message: string; code: string } | undefined {
  if (!customerFound) return { message: 'No such customer.', code: 'resource_missing' };
  if (!card) return oneTime ? { message: INVALID_CARD_TOKEN, code: 'invalid_token' } : { message: 'This customer has no saved card.', code: 'payment_method_missing' };
  return (oneTime ? card.refusedAtSave : undefined) ?? card.refusedAtCharge;
}

/**
 * A card processor with Stripe's test-token semantics and no network, keeping its books in our
 * database (tables sandbox_*) so that a charge's idempotency key is honoured across restarts:
 * the same key always answers with the first outcome, a success or the same decline.
 */
export function createSandboxPaymentProvider(db: Kysely<Database>): PaymentProvider {
  return {
    async ensureCustomer({ userId, email, existingCustomerId }) {
      if (existingCustomerId) {
        if (await sandboxCustomerExists(db, existingCustomerId)) return existingCustomerId;
      }
      const id = newId('cus');
      await insertSandboxCustomer(db, { id, userId, email });
      return id;
    },

    async saveCard({ customerId, cardToken }): Promise<SavedCard> {
      const card = testCard(cardToken);
      if (!card) throw new PaymentDeclinedError(INVALID_CARD_TOKEN, 'invalid_token');
      if (card.refusedAtSave) throw new PaymentDeclinedError(card.refusedAtSave.message, card.refusedAtSave.code);
      const id = newId('pm');
      await db.transaction().execute(async (trx) => {
        if (!(await sandboxCustomerExists(trx, customerId))) throw new PaymentDeclinedError('No such customer.', 'resource_missing');
        await insertSandboxDefaultCard(trx, { id, customerId, cardToken, brand: card.brand, last4: card.last4 });
      });
      return { paymentMethodId: id, brand: card.brand, last4: card.last4 };
    },

    async cardOnFile(customerId): Promise<CardOnFile | null> {
      const method = await findSandboxCustomerCard(db, customerId);
      const card = testCard(method?.card_token);
      if (!method?.payment_method_id || !card) return null;
      return { brand: method.brand ?? card.brand, last4: method.last4 ?? card.last4, expMonth: card.expMonth, expYear: card.expYear };
    },

    async charge(request): Promise<Charge> {
      const method = await findSandboxCustomerCard(db, request.customerId);
      const oneTime = request.cardToken !== undefined;
      const card = testCard(oneTime ? request.cardToken : method?.card_token);
      const refusal = refusalOf(method !== undefined, card, oneTime);
      // A one-time card becomes a method of the customer's that is never the default (Stripe's unattached PaymentMethod).
      let oneTimeMethodId: string | null = null;
      if (oneTime && card && !refusal) {
        oneTimeMethodId = newId('pm');
        await insertSandboxCard(db, { id: oneTimeMethodId, customerId: request.customerId, cardToken: request.cardToken as string, brand: card.brand, last4: card.last4 });
      }
      // First writer wins: a concurrent or later request with the same key reads the first outcome.
      const stored = await recordSandboxCharge(db, {
        id: newId('pi'),
        idempotency_key: request.idempotencyKey,
        customer_id: request.customerId,
        payment_method_id: oneTime ? oneTimeMethodId : (method?.payment_method_id ?? null),
        amount_cents: request.amountCents,
        currency: request.currency,
        description: request.description,
        status: refusal ? 'failed' : 'succeeded',
        failure_code: refusal?.code ?? null,
        failure_message: refusal?.message ?? null,
      });
      if (stored.amount_cents !== request.amountCents || stored.customer_id !== request.customerId) {
        // Stripe's idempotency_error: the key was used with other parameters.
        throw new Error(`Keys for idempotent requests can only be used with the same parameters they were first used with (${request.idempotencyKey}).`);
      }
      if (stored.status === 'failed') throw new PaymentDeclinedError(stored.failure_message ?? DECLINED.message, stored.failure_code ?? DECLINED.code);
      return { chargeId: stored.id, amountCents: stored.amount_cents, status: 'succeeded', card: card ? { brand: card.brand, last4: card.last4 } : null };
    },

    async cardFingerprint(which): Promise<string | null> {
      const token = 'cardToken' in which ? which.cardToken : (await findSandboxCustomerCard(db, which.customerId))?.card_token;
      const card = testCard(token);
      return card ? sandboxCardFingerprint(card.number) : null;
    },

    // The books are in the database, so every instance sees every charge at once.
    async findCharge({ idempotencyKey, customerId }): Promise<ChargeLookup> {
      const stored = await findSandboxCharge(db, idempotencyKey, customerId);
      if (!stored) return { status: 'none' };
      if (stored.status === 'failed') return { status: 'declined', message: stored.failure_message ?? DECLINED.message, code: stored.failure_code ?? DECLINED.code };
      return { status: 'succeeded', chargeId: stored.id, amountCents: stored.amount_cents, card: stored.brand && stored.last4 ? { brand: stored.brand, last4: stored.last4 } : null };
    },
  };
}
