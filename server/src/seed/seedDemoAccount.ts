import type { Kysely } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { blockNumbers } from '../db/queries/blockedNumbers';
import {
  deleteUserRows,
  findAnyCreditBundle,
  findNumberHolderId,
  findPlanByStripeId,
  insertCalls,
  insertVoicemails,
  insertChatWithMessages,
  insertPaidPayment,
  insertSubscription,
  insertWalletEntries,
  upsertSandboxCustomerCard,
  upsertUserByEmail,
} from '../db/queries/demoAccount';
import { listActiveEsimPlans } from '../db/queries/esims';
import type { Executor } from '../db/queries/executor';
import { insertPurchasedPhone } from '../db/queries/phones';
import type { Database } from '../db/schema';
import { ownMediaPath } from '../lib/mediaUrls';
import { saveCallerLookup } from '../db/queries/callerLookups';
import { demoCalls } from './demoCalls';
import { DEMO_CHATS } from './demoChats';
import { demoVoicemails } from './demoVoicemails';
import { DEMO_BLOCKED_NUMBERS, DEMO_CONTACTS, DEMO_PHONE_NUMBER } from './demoContacts';
import { insertDemoEsim } from './demoEsim';
import { sandboxCallerLookup } from './sandboxCallerIds';

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
async function upsertDemoUser(trx: Executor, passwordHash: string, now: Date): Promise<number> {
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
  return upsertUserByEmail(trx, DEMO_EMAIL, fields, now);
}

/**
 * The demo card in the sandbox processor's books, so that charging the card on file works (an
 * upgrade from the plan page, say). With STRIPE_SECRET_KEY set these ids mean nothing to Stripe:
 * the demo customer then saves a real test card first.
 */
async function registerDemoCard(trx: Executor, userId: number): Promise<void> {
  await upsertSandboxCustomerCard(trx, { customerId: 'cus_sandbox_demo', userId, email: DEMO_EMAIL, paymentMethodId: 'pm_card_visa', cardToken: 'tok_visa', brand: 'visa', last4: '4242' });
}

/** Removes everything the seed writes for the user (sessions and greeting stay), so a re-run never duplicates. */
async function clearDemoData(trx: Executor, userId: number): Promise<void> {
  await deleteUserRows(trx, userId, ['voicemails', 'calls', 'chats', 'blocked_numbers', 'wallet_entries', 'esims', 'payments', 'subscriptions', 'phones', 'phone_number_reservations']);
}

async function insertPayment(trx: Executor, userId: number, kind: 'subscription' | 'credits' | 'esim', amountCents: number, description: string, subscriptionId: number | null) {
  return insertPaidPayment(trx, {
    userId,
    idempotencyKey: `seed-demo-${kind}`,
    kind,
    amountCents,
    provider: 'sandbox',
    providerChargeId: `ch_sandbox_demo_${kind}`,
    description,
    subscriptionId,
  });
}

async function insertNumberAndPlan(trx: Executor, userId: number, now: Date): Promise<void> {
  const holderId = await findNumberHolderId(trx, DEMO_PHONE_NUMBER);
  if (holderId !== undefined) throw new Error(`The demo number ${DEMO_PHONE_NUMBER} is held by user ${holderId}; release it first.`);
  await insertPurchasedPhone(trx, userId, DEMO_PHONE_NUMBER);

  const plan = await findPlanByStripeId(trx, 'plan_monthly');
  const start = new Date(now.getTime() - 9 * DAY_MS);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + plan.interval_months);
  const subscriptionId = await insertSubscription(trx, {
    user_id: userId,
    plan_id: plan.id,
    status: 'active',
    payment_method: 'stripe',
    provider_subscription_id: 'sub_sandbox_demo',
    current_period_start: start,
    current_period_end: end,
  });
  await insertPayment(trx, userId, 'subscription', plan.total_amount_cents, `${plan.name_en} plan`, subscriptionId);
}

/** $8.63: the plan's 100 free credits, a bundle of 1000 bought, 237 spent on calls and texts. */
async function insertWallet(trx: Executor, userId: number): Promise<void> {
  const bundle = await findAnyCreditBundle(trx, 'credits_1000');
  const paymentId = await insertPayment(trx, userId, 'credits', bundle.price_cents, `${bundle.credits} credits`, null);
  await insertWalletEntries(trx, [
    { user_id: userId, amount_cents: 100, reason: 'plan_bonus' },
    { user_id: userId, amount_cents: bundle.credits, reason: 'purchase', payment_id: paymentId, credit_bundle_id: bundle.id },
    { user_id: userId, amount_cents: -237, reason: 'usage' },
  ]);
}

async function insertChats(trx: Executor, userId: number, now: Date): Promise<void> {
  for (const [chatIndex, chat] of DEMO_CHATS.entries()) {
    await insertChatWithMessages(
      trx,
      userId,
      chat.thirdPartyNumber,
      chat.messages.map((message, index) => ({
        external_id: `seed-message-${chatIndex + 1}-${index + 1}`,
        text: message.text,
        sent_at: new Date(now.getTime() - message.minutesAgo * MINUTE_MS),
        direction: message.direction,
        sent: !message.failed,
        media_type: message.picture ? 'image/jpeg' : null,
        // Our own pictures are stored by path: answers link them at the current PUBLIC_URL.
        media_url: message.picture ? ownMediaPath(message.picture) : null,
      })),
    );
  }
}

/**
 * Creates or refreshes the demo account (DEMO_EMAIL / DEMO_PASSWORD): verified, with an active
 * number, the monthly plan paid by a saved sandbox card, a wallet balance, 60 calls over two
 * weeks (voicemails after the newest missed ones), six chats with pictures, two blocked numbers,
 * its contacts' caller names and spam ratings and an eSIM with 30 days of usage. One
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
    const calls = demoCalls(id, now);
    await insertCalls(trx, calls);
    await insertVoicemails(trx, demoVoicemails(id, calls, now));
    await insertChats(trx, id, now);
    await blockNumbers(trx, id, DEMO_BLOCKED_NUMBERS);
    // The contacts as the sandbox carrier's caller ID lists them: two businesses, two likely spam.
    for (const number of DEMO_CONTACTS) await saveCallerLookup(trx, { phoneNumber: number, ...sandboxCallerLookup(number), lookedUpAt: now });
    const [esimPlan] = await listActiveEsimPlans(trx);
    if (!esimPlan) throw new Error('No eSIM plan is on sale: run the migrations first.');
    const esimPaymentId = await insertPayment(trx, id, 'esim', esimPlan.price_cents, 'eSIM data', null);
    await insertDemoEsim(trx, id, esimPlan.id, esimPaymentId, now);
    return id;
  });
  return { userId, email: DEMO_EMAIL, password: DEMO_PASSWORD, phoneNumber: DEMO_PHONE_NUMBER };
}
