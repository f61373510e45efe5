import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import type { Database } from '../db/schema';
import { ownMediaPath } from '../lib/mediaUrls';
import { demoCalls } from './demoCalls';
import { DEMO_CHATS } from './demoChats';
import { DEMO_BLOCKED_NUMBERS, DEMO_PHONE_NUMBER } from './demoContacts';
import { insertDemoEsim } from './demoEsim';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo-password-1';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface SeedOptions {
  /** The moment the demo history ends; defaults to now. */
  now?: Date;
}

export interface SeedResult {
  userId: number;
  email: string;
  password: string;
  phoneNumber: string;
}

/** Creates the demo user, or brings an existing one back to the demo name, password and card. */
async function upsertDemoUser(trx: Transaction<Database>, passwordHash: string, now: Date): Promise<number> {
  const fields = {
    password_hash: passwordHash,
    first_name: 'Demo',
    last_name: 'Customer',
    email_verified_at: now,
    is_migrated: false,
    redirect_url: null,
    // A saved sandbox card: Stripe's test payment method, as PUT /user/webprofile/more leaves it.
    payment_customer_id: 'cus_sandbox_demo',
    payment_method_token: 'pm_card_visa',
    payment_method: 'stripe',
  };
  const existing = await trx.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (existing) {
    await trx.updateTable('users').set({ ...fields, updated_at: now }).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const user = await trx.insertInto('users').values({ email: DEMO_EMAIL, ...fields }).returning('id').executeTakeFirstOrThrow();
  return user.id;
}

/**
 * The demo card in the sandbox processor's books, so that charging the card on file works (an
 * upgrade from the plan page, say). With STRIPE_SECRET_KEY set these ids mean nothing to Stripe:
 * the demo customer then saves a real test card first.
 */
async function registerDemoCard(trx: Transaction<Database>, userId: number): Promise<void> {
  await trx
    .insertInto('sandbox_payment_customers')
    .values({ id: 'cus_sandbox_demo', user_id: userId, email: DEMO_EMAIL, default_payment_method_id: null })
    .onConflict((oc) => oc.column('id').doUpdateSet({ user_id: userId, email: DEMO_EMAIL }))
    .execute();
  await trx
    .insertInto('sandbox_payment_methods')
    .values({ id: 'pm_card_visa', customer_id: 'cus_sandbox_demo', card_token: 'tok_visa', brand: 'visa', last4: '4242' })
    .onConflict((oc) => oc.column('id').doUpdateSet({ customer_id: 'cus_sandbox_demo', card_token: 'tok_visa', brand: 'visa', last4: '4242' }))
    .execute();
  await trx.updateTable('sandbox_payment_customers').set({ default_payment_method_id: 'pm_card_visa' }).where('id', '=', 'cus_sandbox_demo').execute();
}

/** Removes everything the seed writes for the user (sessions and greeting stay), so a re-run never duplicates. */
async function clearDemoData(trx: Transaction<Database>, userId: number): Promise<void> {
  for (const table of ['calls', 'chats', 'blocked_numbers', 'wallet_entries', 'esims', 'payments', 'subscriptions', 'phones', 'phone_number_reservations'] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
}

async function insertPayment(trx: Transaction<Database>, userId: number, kind: 'subscription' | 'credits' | 'esim', amountCents: number, description: string, subscriptionId: number | null) {
  const payment = await trx
    .insertInto('payments')
    .values({
      user_id: userId,
      idempotency_key: `seed-demo-${kind}`,
      kind,
      amount_cents: amountCents,
      status: 'succeeded',
      provider: 'sandbox',
      provider_charge_id: `ch_sandbox_demo_${kind}`,
      description,
      subscription_id: subscriptionId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return payment.id;
}

async function insertNumberAndPlan(trx: Transaction<Database>, userId: number, now: Date): Promise<void> {
  const holder = await trx
    .selectFrom('phones')
    .select('user_id')
    .where('phone_number', '=', DEMO_PHONE_NUMBER)
    .where('status', 'not in', ['released', 'port_failed'])
    .executeTakeFirst();
  if (holder) throw new Error(`The demo number ${DEMO_PHONE_NUMBER} is held by user ${holder.user_id}; release it first.`);
  await trx.insertInto('phones').values({ user_id: userId, phone_number: DEMO_PHONE_NUMBER, status: 'active', origin: 'purchased' }).execute();

  const plan = await trx.selectFrom('plans').selectAll().where('stripe_plan_id', '=', 'plan_monthly').executeTakeFirstOrThrow();
  const start = new Date(now.getTime() - 9 * DAY_MS);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + plan.interval_months);
  const subscription = await trx
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      plan_id: plan.id,
      status: 'active',
      payment_method: 'stripe',
      provider_subscription_id: 'sub_sandbox_demo',
      current_period_start: start,
      current_period_end: end,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertPayment(trx, userId, 'subscription', plan.total_amount_cents, `${plan.name_en} plan`, subscription.id);
}

/** $8.63: the plan's 100 free credits, a bundle of 1000 bought, 237 spent on calls and texts. */
async function insertWallet(trx: Transaction<Database>, userId: number): Promise<void> {
  const bundle = await trx.selectFrom('credit_bundles').selectAll().where('purchase_name', '=', 'credits_1000').executeTakeFirstOrThrow();
  const paymentId = await insertPayment(trx, userId, 'credits', bundle.price_cents, `${bundle.credits} credits`, null);
  await trx
    .insertInto('wallet_entries')
    .values([
      { user_id: userId, amount_cents: 100, reason: 'plan_bonus' },
      { user_id: userId, amount_cents: bundle.credits, reason: 'purchase', payment_id: paymentId, credit_bundle_id: bundle.id },
      { user_id: userId, amount_cents: -237, reason: 'usage' },
    ])
    .execute();
}

async function insertChats(trx: Transaction<Database>, userId: number, now: Date): Promise<void> {
  for (const [chatIndex, chat] of DEMO_CHATS.entries()) {
    const created = await trx.insertInto('chats').values({ user_id: userId, third_party_number: chat.thirdPartyNumber }).returning('id').executeTakeFirstOrThrow();
    await trx
      .insertInto('messages')
      .values(
        chat.messages.map((message, index) => ({
          chat_id: created.id,
          external_id: `seed-message-${chatIndex + 1}-${index + 1}`,
          text: message.text,
          sent_at: new Date(now.getTime() - message.minutesAgo * MINUTE_MS),
          direction: message.direction,
          sent: !message.failed,
          media_type: message.picture ? 'image/jpeg' : null,
          // Our own pictures are stored by path: answers link them at the current PUBLIC_URL.
          media_url: message.picture ? ownMediaPath(message.picture) : null,
        })),
      )
      .execute();
  }
}

/**
 * Creates or refreshes the demo account (DEMO_EMAIL / DEMO_PASSWORD): verified, with an active
 * number, the monthly plan paid by a saved sandbox card, a wallet balance, 60 calls over two
 * weeks, six chats with pictures, two blocked numbers and an eSIM with 30 days of usage. One
 * transaction: re-running replaces the demo data (dated from `now`) and never duplicates it.
 */
export async function seedDemoAccount(db: Kysely<Database>, options: SeedOptions = {}): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userId = await db.transaction().execute(async (trx) => {
    const id = await upsertDemoUser(trx, passwordHash, now);
    await registerDemoCard(trx, id);
    await clearDemoData(trx, id);
    await insertNumberAndPlan(trx, id, now);
    await insertWallet(trx, id);
    await trx.insertInto('calls').values(demoCalls(id, now)).execute();
    await insertChats(trx, id, now);
    await trx.insertInto('blocked_numbers').values(DEMO_BLOCKED_NUMBERS.map((phone_number) => ({ user_id: id, phone_number }))).execute();
    const esimPrice = await trx.selectFrom('esim_plans').select('price_cents').where('active', '=', true).orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
    const esimPaymentId = await insertPayment(trx, id, 'esim', esimPrice.price_cents, 'eSIM data', null);
    await insertDemoEsim(trx, id, esimPaymentId, now);
    return id;
  });
  return { userId, email: DEMO_EMAIL, password: DEMO_PASSWORD, phoneNumber: DEMO_PHONE_NUMBER };
}
