import { sql, type Insertable } from 'kysely';
import type { CallsTable, EsimsTable, MessagesTable, NewUser, PaymentKind, Plan, SubscriptionsTable, VoicemailsTable, WalletEntriesTable } from '../schema';
import type { Executor } from './executor';
import type { CreditBundle } from './subscriptions';

/** The writes of the demo account's seed (seed/seedDemoAccount.ts), which no request makes. */

/** Creates the user with this email, or sets `fields` on the existing one; answers the id. */
export async function upsertUserByEmail(db: Executor, email: string, fields: Omit<NewUser, 'email'>, now: Date): Promise<number> {
  const existing = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (existing) {
    await db
      .updateTable('users')
      .set({ ...fields, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    return existing.id;
  }
  const user = await db
    .insertInto('users')
    .values({ email, ...fields })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** Writes a customer and its default card into the sandbox processor's books, replacing what those ids held. */
export async function upsertSandboxCustomerCard(
  db: Executor,
  card: { customerId: string; userId: number; email: string; paymentMethodId: string; cardToken: string; brand: string; last4: string },
): Promise<void> {
  await db
    .insertInto('sandbox_payment_customers')
    .values({ id: card.customerId, user_id: card.userId, email: card.email, default_payment_method_id: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ user_id: card.userId, email: card.email }))
    .execute();
  const method = { customer_id: card.customerId, card_token: card.cardToken, brand: card.brand, last4: card.last4 };
  await db
    .insertInto('sandbox_payment_methods')
    .values({ id: card.paymentMethodId, ...method })
    .onConflict((oc) => oc.column('id').doUpdateSet(method))
    .execute();
  await db.updateTable('sandbox_payment_customers').set({ default_payment_method_id: card.paymentMethodId }).where('id', '=', card.customerId).execute();
}

/** The user-owned tables the seed refills. */
export type SeededTable = 'calls' | 'voicemails' | 'chats' | 'blocked_numbers' | 'wallet_entries' | 'esims' | 'payments' | 'subscriptions' | 'phones' | 'phone_number_reservations';

/** Deletes the user's rows of each table, in the order given. */
export async function deleteUserRows(db: Executor, userId: number, tables: readonly SeededTable[]): Promise<void> {
  for (const table of tables) await db.deleteFrom(table).where('user_id', '=', userId).execute();
}

/** Records a payment as paid; answers its id. */
export async function insertPaidPayment(
  db: Executor,
  payment: { userId: number; idempotencyKey: string; kind: PaymentKind; amountCents: number; provider: string; providerChargeId: string; description: string; subscriptionId: number | null },
): Promise<number> {
  const row = await db
    .insertInto('payments')
    .values({
      user_id: payment.userId,
      idempotency_key: payment.idempotencyKey,
      kind: payment.kind,
      amount_cents: payment.amountCents,
      status: 'succeeded',
      provider: payment.provider,
      provider_charge_id: payment.providerChargeId,
      description: payment.description,
      subscription_id: payment.subscriptionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Who holds the number in any state but released or failed to port, if anyone. */
export async function findNumberHolderId(db: Executor, phoneNumber: string): Promise<number | undefined> {
  const holder = await db.selectFrom('phones').select('user_id').where('phone_number', '=', phoneNumber).where('status', 'not in', ['released', 'port_failed']).executeTakeFirst();
  return holder?.user_id;
}

export function findPlanByStripeId(db: Executor, stripePlanId: string): Promise<Plan> {
  return db.selectFrom('plans').selectAll().where('stripe_plan_id', '=', stripePlanId).executeTakeFirstOrThrow();
}

export async function insertSubscription(db: Executor, subscription: Insertable<SubscriptionsTable>): Promise<number> {
  const row = await db.insertInto('subscriptions').values(subscription).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A credit bundle by purchase name, on sale or not. */
export function findAnyCreditBundle(db: Executor, purchaseName: string): Promise<CreditBundle> {
  return db.selectFrom('credit_bundles').selectAll().where('purchase_name', '=', purchaseName).executeTakeFirstOrThrow();
}

export async function insertWalletEntries(db: Executor, entries: Insertable<WalletEntriesTable>[]): Promise<void> {
  await db.insertInto('wallet_entries').values(entries).execute();
}

export async function insertCalls(db: Executor, calls: Insertable<CallsTable>[]): Promise<void> {
  await db.insertInto('calls').values(calls).execute();
}

export async function insertVoicemails(db: Executor, voicemails: Insertable<VoicemailsTable>[]): Promise<void> {
  if (voicemails.length > 0) await db.insertInto('voicemails').values(voicemails).execute();
}

/** A chat of the user with `thirdPartyNumber` and its messages. */
export async function insertChatWithMessages(db: Executor, userId: number, thirdPartyNumber: string, messages: Omit<Insertable<MessagesTable>, 'chat_id'>[]): Promise<void> {
  const created = await db.insertInto('chats').values({ user_id: userId, third_party_number: thirdPartyNumber }).returning('id').executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values(messages.map((message) => ({ ...message, chat_id: created.id })))
    .execute();
}

/** Records an eSIM; answers its id. */
export async function insertEsimReturningId(db: Executor, esim: Insertable<EsimsTable>): Promise<number> {
  const row = await db.insertInto('esims').values(esim).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Backdates an eSIM's purchase (created_at is the database's to set on insert). */
export async function backdateEsim(db: Executor, esimId: number, createdAt: Date): Promise<void> {
  await sql`update esims set created_at = ${createdAt} where id = ${esimId}`.execute(db);
}
