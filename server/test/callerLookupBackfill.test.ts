import type { CallLogItem, Chat } from '../../src/contract/api';
import type { AppContext } from '../src/appContext';
import type { Logger } from '../src/lib/logger';
import { backfillCallerLookups, FAILED_LOOKUP_RETRY_MS } from '../src/telephony/callerLookupBackfill';
import { contextOf } from './helpers/billing';
import { uniqueNumber } from './helpers/telephony';
import type { TestServer } from './helpers/testServer';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createSignedInUser } from './helpers/users';

/**
 * The caller-lookup backfill: numbers in calls, chats and voicemails stored without a lookup
 * (before lookups existed, or the carrier failed) get the carrier's answer from a job pass, each
 * asked about once whichever instance runs the pass. The apps' own passes are an hour apart, so
 * only the passes below run. The sandbox carrier answers: 6175550111 is 'Acme Dental',
 * 5085550187 'City Pharmacy', a line number starting with 99 likely spam.
 */
const HOUR_MS = 60 * 60_000;
const BATCH = 4;
const { server, other } = twoServersOnOneDatabase({ CALLER_LOOKUP_BACKFILL_INTERVAL_MS: String(HOUR_MS), CALLER_LOOKUP_BACKFILL_BATCH: String(BATCH) });

/** Every number any instance's carrier was asked about, in order; numbers in `failing` fail. */
const asked: string[] = [];
const failing = new Set<string>();

/** An instance's context whose carrier (the sandbox's) notes every question and fails for `failing`. */
function instance(through: TestServer): AppContext {
  const ctx = contextOf(through);
  const { telephony } = ctx.providers;
  return {
    ...ctx,
    providers: {
      ...ctx.providers,
      telephony: {
        ...telephony,
        lookupCaller: async (input) => {
          asked.push(input.phoneNumber);
          if (failing.has(input.phoneNumber)) throw new Error(`the carrier is down for ${input.phoneNumber}`);
          return telephony.lookupCaller(input);
        },
      },
    },
  };
}

/** A log that keeps what it is given, as text. */
function recordingLog(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const write = (obj: object, message?: string) => void lines.push(JSON.stringify({ ...obj, message }));
  return { lines, debug: write, info: write, warn: write, error: write };
}

const timesAsked = (number: string) => asked.filter((one) => one === number).length;

/** A customer's calls, chats and voicemails stored directly, as rows from before caller lookups were. */
async function oldRows(userId: number, { calls = [], chats = [], voicemails = [] }: { calls?: string[]; chats?: string[]; voicemails?: string[] }) {
  const at = new Date(Date.now() - 30 * 24 * HOUR_MS);
  const own = '8575550100';
  if (calls.length > 0) {
    await server.db
      .insertInto('calls')
      .values(calls.map((number, index) => ({ user_id: userId, external_id: `old-call-${userId}-${index}`, call_date: at, call_from: number, call_to: own, third_party_number: number, hangup_cause: 'SUCCESS', duration_seconds: 30 })))
      .execute();
  }
  for (const number of chats) {
    const chat = await server.db.insertInto('chats').values({ user_id: userId, third_party_number: number, updated_at: at }).returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('messages').values({ chat_id: chat.id, external_id: `old-message-${chat.id}`, text: 'Hello', sent_at: at, direction: 'inbound', sent: true, media_type: null, media_url: null }).execute();
  }
  if (voicemails.length > 0) {
    await server.db
      .insertInto('voicemails')
      .values(voicemails.map((number, index) => ({ user_id: userId, external_id: `old-voicemail-${userId}-${index}`, from_number: number, caller_name: null, received_at: at, duration_seconds: 5, transcript: null, recording_url: 'https://carrier.test/r.wav' })))
      .execute();
  }
}

const lookupOf = (number: string) => server.db.selectFrom('caller_lookups').select(['caller_name', 'spam_likely']).where('phone_number', '=', number).executeTakeFirst();

/** Passes until one asks the carrier nothing (the batch is bounded: a backlog takes several). */
async function passesUntilDone(ctx: AppContext, log: Logger = recordingLog()) {
  const reports = [];
  for (let pass = 0; pass < 20; pass += 1) {
    const report = await backfillCallerLookups(ctx, log);
    reports.push(report);
    if (report.lookedUp + report.failed === 0) return reports;
  }
  throw new Error('the backfill never ran out of numbers');
}

/** A spam number (line number 99xx) no other test uses. */
const spamNumber = () => `${uniqueNumber().slice(0, 6)}99${String(asked.length % 100).padStart(2, '0')}`;

describe('caller-lookup backfill', () => {
  test("old calls, chats and voicemails get the carrier's names and spam ratings, and the call log and chats show them", async () => {
    const customer = await createSignedInUser(server);
    const spammer = spamNumber();
    await oldRows(customer.userId, { calls: ['6175550111', 'anonymous', '+442071838750'], chats: ['5085550187'], voicemails: [spammer] });
    const callLog = async () => (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: customer.headers })).json<CallLogItem<number>[]>();
    // Read once before: the kept answer must be made again once the names land.
    expect((await callLog()).map((call) => call.caller_name)).toEqual([null, null, null]);

    await passesUntilDone(instance(server));

    expect(await lookupOf('6175550111')).toEqual({ caller_name: 'Acme Dental', spam_likely: false });
    expect(await lookupOf('5085550187')).toEqual({ caller_name: 'City Pharmacy', spam_likely: false });
    expect(await lookupOf(spammer)).toEqual({ caller_name: null, spam_likely: true });
    expect([timesAsked('6175550111'), timesAsked('5085550187'), timesAsked(spammer)]).toEqual([1, 1, 1]);
    // Only US numbers have a caller name: 'anonymous' and international parties are never asked about.
    expect(asked).not.toContain('anonymous');
    expect(asked.some((number) => number.includes('4420'))).toBe(false);
    expect((await callLog()).find((call) => call.call_from === '6175550111')?.caller_name).toBe('Acme Dental');
    const chats = (await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers: customer.headers })).json<Chat<number>[]>();
    expect(chats.map((chat) => chat.caller_name)).toEqual(['City Pharmacy']);
    // Nothing left claimed: each claim went with its stored lookup.
    expect(await server.db.selectFrom('caller_lookup_claims').select('phone_number').where('phone_number', 'in', ['6175550111', '5085550187', spammer]).execute()).toEqual([]);
  });

  test('numbers already looked up (however long ago) are not asked about again, by this pass or a later one', async () => {
    const customer = await createSignedInUser(server);
    const known = uniqueNumber();
    const fresh = uniqueNumber();
    await server.db.insertInto('caller_lookups').values({ phone_number: known, caller_name: 'Known Name', spam_likely: false, looked_up_at: new Date(Date.now() - 365 * 24 * HOUR_MS) }).execute();
    await oldRows(customer.userId, { calls: [known, fresh], voicemails: [fresh] });

    await passesUntilDone(instance(server));
    await passesUntilDone(instance(other));

    expect(timesAsked(known)).toBe(0);
    expect(timesAsked(fresh)).toBe(1);
    expect(await lookupOf(known)).toEqual({ caller_name: 'Known Name', spam_likely: false });
  });

  test('a pass asks about at most CALLER_LOOKUP_BACKFILL_BATCH numbers; later passes take the rest', async () => {
    const customer = await createSignedInUser(server);
    const numbers = Array.from({ length: BATCH * 2 + 1 }, () => uniqueNumber());
    await oldRows(customer.userId, { calls: numbers });

    const reports = await passesUntilDone(instance(server));

    expect(reports.every((report) => report.lookedUp + report.failed <= BATCH)).toBe(true);
    expect(reports.length).toBeGreaterThanOrEqual(4);
    expect(numbers.map(timesAsked)).toEqual(numbers.map(() => 1));
  });

  test('two instances running a pass at once ask about each number once between them', async () => {
    const customer = await createSignedInUser(server);
    const numbers = Array.from({ length: BATCH * 2 }, () => uniqueNumber());
    await oldRows(customer.userId, { calls: numbers, chats: numbers.slice(0, 3), voicemails: numbers.slice(2, 5) });

    const [first, second] = [instance(server), instance(other)];
    for (let round = 0; round < 10; round += 1) {
      const reports = await Promise.all([backfillCallerLookups(first, recordingLog()), backfillCallerLookups(second, recordingLog())]);
      if (reports.every((report) => report.lookedUp === 0)) break;
    }

    expect(numbers.map(timesAsked)).toEqual(numbers.map(() => 1));
    const stored = await server.db.selectFrom('caller_lookups').select('phone_number').where('phone_number', 'in', numbers).execute();
    expect(stored).toHaveLength(numbers.length);
  });

  test('a number the carrier fails stays without a lookup, is logged and counted without the number whole, and is asked about again after the retry time', async () => {
    const customer = await createSignedInUser(server);
    const unlucky = uniqueNumber();
    await oldRows(customer.userId, { calls: [unlucky] });
    failing.add(unlucky);
    const ctx = instance(server);
    const log = recordingLog();

    const [report] = await passesUntilDone(ctx, log);
    expect(report).toEqual({ lookedUp: 0, failed: 1 });
    expect(await lookupOf(unlucky)).toBeUndefined();
    const failure = log.lines.find((line) => line.includes('not backfilled yet'));
    expect(failure).toContain(`…${unlucky.slice(-4)}`);
    expect(log.lines.join('\n')).not.toContain(unlucky);
    expect((await ctx.metrics.scrape()).body).toContain('caller_lookup_backfill_total{result="failed"} 1');

    // Not at the next pass: it waits for its retry time instead of taking a place in every batch.
    await passesUntilDone(ctx);
    expect(timesAsked(unlucky)).toBe(1);

    failing.delete(unlucky);
    const later = new Date(Date.now() + FAILED_LOOKUP_RETRY_MS + 1000);
    expect(await backfillCallerLookups(ctx, recordingLog(), later)).toEqual({ lookedUp: 1, failed: 0 });
    expect(timesAsked(unlucky)).toBe(2);
    expect(await lookupOf(unlucky)).toEqual({ caller_name: null, spam_likely: false });
    expect((await ctx.metrics.scrape()).body).toContain('caller_lookup_backfill_total{result="looked_up"} 1');
  });
});
