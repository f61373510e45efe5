import type { Kysely } from 'kysely';
import { hashPassword } from '../../server/src/auth/passwords';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { demoCalls } from '../../server/src/seed/demoCalls';
import type { Database } from '../../server/src/db/schema';
import { seedDemoAccount } from '../../server/src/seed/seedDemoAccount';

export interface BenchAccount {
  email: string;
  password: string;
}

const DAY_MS = 86_400_000;

/** Replaces the user's calls with exactly `count`: the demo's two weeks of calls, repeated further back in time. */
async function replaceCalls(db: Kysely<Database>, userId: number, count: number): Promise<void> {
  await db.deleteFrom('calls').where('user_id', '=', userId).execute();
  const calls = [];
  for (let batch = 0; calls.length < count; batch += 1) {
    for (const call of demoCalls(userId, new Date(Date.now() - batch * 14 * DAY_MS))) {
      if (calls.length < count) calls.push({ ...call, external_id: `bench-${userId}-${batch}-${call.external_id}` });
    }
  }
  for (let start = 0; start < calls.length; start += 1000) await db.insertInto('calls').values(calls.slice(start, start + 1000)).execute();
}

/** Replaces the user's chats with a single chat of `count` messages, one a minute up to now. */
async function replaceChats(db: Kysely<Database>, userId: number, count: number): Promise<void> {
  await db.deleteFrom('chats').where('user_id', '=', userId).execute();
  const chat = await db.insertInto('chats').values({ user_id: userId, third_party_number: '6175550142' }).returning('id').executeTakeFirstOrThrow();
  const messages = Array.from({ length: count }, (_, index) => ({
    chat_id: chat.id,
    external_id: `bench-message-${userId}-${index}`,
    text: index % 7 === 0 ? `A longer message number ${index}, long enough to wrap onto a second line of the bubble on a phone.` : `Message ${index}`,
    sent_at: new Date(Date.now() - (count - index) * 60_000),
    direction: index % 3 === 0 ? ('outbound' as const) : ('inbound' as const),
    sent: true,
    media_type: null,
    media_url: null,
  }));
  for (let start = 0; start < messages.length; start += 1000) await db.insertInto('messages').values(messages.slice(start, start + 1000)).execute();
}

/**
 * The demo account in a fresh embedded database at `dataDir` (or on the PostgreSQL database at
 * `databaseUrl`), with exactly `calls` calls and, when `messages` is given, a single chat of that
 * many messages instead of the demo chats, and when `charges` is given, that many paid charges
 * (one a day back in time) in its billing history instead of the demo's.
 */
export async function seedBenchAccount(dataDir: string, options: { calls: number; messages?: number; charges?: number }, databaseUrl = ''): Promise<BenchAccount> {
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    await migrateToLatest(db);
    const demo = await seedDemoAccount(db);
    await replaceCalls(db, demo.userId, options.calls);
    if (options.messages !== undefined) await replaceChats(db, demo.userId, options.messages);
    if (options.charges !== undefined) {
      await db.deleteFrom('payments').where('user_id', '=', demo.userId).execute();
      const charges = Array.from({ length: options.charges }, (_, index) => ({
        user_id: demo.userId,
        idempotency_key: `bench-charge-${index}`,
        kind: 'credits' as const,
        amount_cents: 1000,
        status: 'succeeded' as const,
        provider: 'sandbox',
        provider_charge_id: `ch_bench_${index}`,
        description: 'Credits: 1000 outbound credits',
        card_brand: 'visa',
        card_last4: '4242',
        created_at: new Date(Date.now() - (options.charges! - index) * DAY_MS),
        updated_at: new Date(),
      }));
      for (let start = 0; start < charges.length; start += 500) await db.insertInto('payments').values(charges.slice(start, start + 500)).execute();
    }
    return { email: demo.email, password: demo.password };
  } finally {
    await db.destroy();
  }
}

/** A second, ordinary customer (verified, no data) in the database at `dataDir`: the one a heavy customer must not starve. */
export async function addPlainCustomer(dataDir: string, email: string, password: string): Promise<BenchAccount> {
  const db = await openDatabase({ dataDir, databaseUrl: '' });
  try {
    await db
      .insertInto('users')
      .values({ email, password_hash: await hashPassword(password), first_name: 'Other', last_name: 'Customer', email_verified_at: new Date() })
      .execute();
    return { email, password };
  } finally {
    await db.destroy();
  }
}

/**
 * The customer at depth: a verified customer with `calls` calls and one chat of `messages`
 * messages, beside the demo account, in the embedded database at `dataDir` (or on `databaseUrl`).
 * One of the 10,000 calls' numbers is blocked, so the is_blocked flags are part of the answer.
 */
export async function addDeepCustomer(dataDir: string, email: string, password: string, options: { calls: number; messages: number }, databaseUrl = ''): Promise<BenchAccount> {
  const db = await openDatabase({ dataDir, databaseUrl });
  try {
    const user = await db
      .insertInto('users')
      .values({ email, password_hash: await hashPassword(password), first_name: 'Deep', last_name: 'Customer', email_verified_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceCalls(db, user.id, options.calls);
    await replaceChats(db, user.id, options.messages);
    const someCall = await db.selectFrom('calls').select('third_party_number').where('user_id', '=', user.id).limit(1).executeTakeFirst();
    if (someCall) await db.insertInto('blocked_numbers').values({ user_id: user.id, phone_number: someCall.third_party_number }).execute();
    return { email, password };
  } finally {
    await db.destroy();
  }
}
