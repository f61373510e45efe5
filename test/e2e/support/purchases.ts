import type { E2eServer } from './e2eServer';

/**
 * What a customer's purchases left on the server, for journeys that must prove nothing was
 * charged twice: our books (payments, subscriptions, phones) and the sandbox processor's own
 * (sandbox_charges stands in for the card statement).
 */
export interface PurchaseRecord {
  /** Card charges the processor took (succeeded), as `amount_cents description`. */
  charges: string[];
  /** Our succeeded payments, as `kind amount_cents`. */
  payments: string[];
  subscriptions: { plan_id: number; status: string }[];
  phones: string[];
}

export async function purchasesOf(server: E2eServer, userId: number): Promise<PurchaseRecord> {
  const charges = await server.db
    .selectFrom('sandbox_charges')
    .innerJoin('sandbox_payment_customers', 'sandbox_payment_customers.id', 'sandbox_charges.customer_id')
    .select(['sandbox_charges.amount_cents', 'sandbox_charges.description'])
    .where('sandbox_payment_customers.user_id', '=', userId)
    .where('sandbox_charges.status', '=', 'succeeded')
    .orderBy('sandbox_charges.created_at')
    .execute();
  const payments = await server.db
    .selectFrom('payments')
    .select(['kind', 'amount_cents'])
    .where('user_id', '=', userId)
    .where('status', '=', 'succeeded')
    .orderBy('id')
    .execute();
  const subscriptions = await server.db.selectFrom('subscriptions').select(['plan_id', 'status']).where('user_id', '=', userId).orderBy('id').execute();
  const phones = await server.db.selectFrom('phones').select('phone_number').where('user_id', '=', userId).orderBy('id').execute();
  return {
    charges: charges.map((charge) => `${charge.amount_cents} ${charge.description}`),
    payments: payments.map((payment) => `${payment.kind} ${payment.amount_cents}`),
    subscriptions,
    phones: phones.map((phone) => phone.phone_number),
  };
}

/** The plan's row by its English name ('Monthly', '3 Months'...). */
export async function planNamed(server: E2eServer, name: string): Promise<{ id: number; total_amount_cents: number }> {
  return server.db.selectFrom('plans').select(['id', 'total_amount_cents']).where('name_en', '=', name).executeTakeFirstOrThrow();
}
