import type { Insertable, Selectable } from 'kysely';
import type { SandboxChargesTable } from '../schema';
import type { Executor } from './executor';

export type SandboxCharge = Selectable<SandboxChargesTable>;

/** The sandbox card processor's books (providers/payments/sandboxPaymentProvider.ts): customers, cards, charges. */

export async function sandboxCustomerExists(db: Executor, customerId: string): Promise<boolean> {
  return (await db.selectFrom('sandbox_payment_customers').select('id').where('id', '=', customerId).executeTakeFirst()) !== undefined;
}

export async function insertSandboxCustomer(db: Executor, customer: { id: string; userId: number; email: string }): Promise<void> {
  await db.insertInto('sandbox_payment_customers').values({ id: customer.id, user_id: customer.userId, email: customer.email }).execute();
}

/** Stores a card of the customer's without making it the default (a one-time card, as Stripe keeps an unattached PaymentMethod). */
export async function insertSandboxCard(db: Executor, card: { id: string; customerId: string; cardToken: string; brand: string; last4: string }): Promise<void> {
  await db.insertInto('sandbox_payment_methods').values({ id: card.id, customer_id: card.customerId, card_token: card.cardToken, brand: card.brand, last4: card.last4 }).execute();
}

/** Stores a card and makes it the customer's default. */
export async function insertSandboxDefaultCard(db: Executor, card: { id: string; customerId: string; cardToken: string; brand: string; last4: string }): Promise<void> {
  await db.insertInto('sandbox_payment_methods').values({ id: card.id, customer_id: card.customerId, card_token: card.cardToken, brand: card.brand, last4: card.last4 }).execute();
  await db.updateTable('sandbox_payment_customers').set({ default_payment_method_id: card.id }).where('id', '=', card.customerId).execute();
}

/** The customer with its default card's id and test token (null without a card), if the customer exists. */
export function findSandboxCustomerCard(db: Executor, customerId: string) {
  return db
    .selectFrom('sandbox_payment_customers as c')
    .leftJoin('sandbox_payment_methods as m', 'm.id', 'c.default_payment_method_id')
    .select(['c.id as customer_id', 'm.id as payment_method_id', 'm.card_token', 'm.brand', 'm.last4'])
    .where('c.id', '=', customerId)
    .executeTakeFirst();
}

/** Records a charge unless its idempotency key has one (first writer wins); answers the charge stored under the key. */
export async function recordSandboxCharge(db: Executor, charge: Insertable<SandboxChargesTable>): Promise<SandboxCharge> {
  await db
    .insertInto('sandbox_charges')
    .values(charge)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .execute();
  return db.selectFrom('sandbox_charges').selectAll().where('idempotency_key', '=', charge.idempotency_key).executeTakeFirstOrThrow();
}

/** The customer's charge under this idempotency key, if any, with the brand and last 4 of the card it charged. */
export function findSandboxCharge(db: Executor, idempotencyKey: string, customerId: string) {
  return db
    .selectFrom('sandbox_charges as c')
    .leftJoin('sandbox_payment_methods as m', 'm.id', 'c.payment_method_id')
    .selectAll('c')
    .select(['m.brand', 'm.last4'])
    .where('c.idempotency_key', '=', idempotencyKey)
    .where('c.customer_id', '=', customerId)
    .executeTakeFirst();
}
