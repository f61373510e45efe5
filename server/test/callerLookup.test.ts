import type { CallLogItem, Chat } from '../../src/contract/api';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createProviders } from '../src/providers';
import { createSandboxTelephonyProvider } from '../src/providers/telephony/sandboxTelephonyProvider';
import type { CallerLookup } from '../src/providers/telephony/TelephonyProvider';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemoAccount } from '../src/seed/seedDemoAccount';
import { quietLog } from './helpers/billing';
import { callEvent, giveNumber, messageEvent, sendTelephonyEvent, TEST_WEBHOOK_SECRET, uniqueNumber } from './helpers/telephony';
import { createTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, stopTestServer, testConfig, type TestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, signIn } from './helpers/users';

const HOUR_MS = 3_600_000;

/** The carrier's caller ID: answers what a test set for a number, notes every question, and waits at `gate` while one is set. */
const carrier = {
  answers: new Map<string, CallerLookup>(),
  asked: [] as string[],
  gate: null as Promise<void> | null,
  async lookupCaller({ phoneNumber }: { phoneNumber: string }): Promise<CallerLookup> {
    carrier.asked.push(phoneNumber);
    if (carrier.gate) await carrier.gate;
    const answer = carrier.answers.get(phoneNumber);
    if (!answer) throw new Error(`the carrier is down for ${phoneNumber}`);
    return answer;
  },
};

/** Moves the server's clock (ctx.clock) ahead of the wall clock. */
let clockShiftMs = 0;
let server: TestServer;

beforeAll(async () => {
  const dataDir = await createTestDataDir();
  const config = testConfig(dataDir, { TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, CALLER_LOOKUP_CACHE_HOURS: '24' });
  const db = await openDatabase(config);
  const sandboxCarrier = createSandboxTelephonyProvider({ portCompletionDelayMs: HOUR_MS });
  const providers = { ...createProviders(config, quietLog, db), telephony: { ...sandboxCarrier, lookupCaller: carrier.lookupCaller } };
  const app = await createApp(config, { db, providers, clock: () => Date.now() + clockShiftMs });
  server = { app, config, dataDir, db };
}, SERVER_START_TIMEOUT_MS);

afterAll(async () => {
  if (server) await stopTestServer(server);
});

afterEach(() => {
  carrier.gate = null;
  clockShiftMs = 0;
});

async function customerWithNumber() {
  const user = await createSignedInUser(server);
  const phoneNumber = await giveNumber(server, user.userId);
  return { ...user, phoneNumber };
}

async function callLog(headers: Record<string, string>): Promise<CallLogItem<number>[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers });
  expect(response.statusCode).toBe(200);
  return response.json<CallLogItem<number>[]>();
}

/** A call from `caller` to the customer, through the webhook, then every background task done. */
async function callFrom(customerNumber: string, caller: string): Promise<void> {
  const response = await sendTelephonyEvent(server, callEvent(customerNumber, { call_from: `+1${caller}` }));
  expect(response.statusCode).toBe(200);
  await server.app.backgroundTasks.idle();
}

const timesAsked = (number: string) => carrier.asked.filter((asked) => asked === number).length;

describe('caller lookups of calls stored through the telephony webhook', () => {
  it('answers the webhook before the carrier answers the lookup, and the call log gains the name once it has', async () => {
    const customer = await customerWithNumber();
    const caller = uniqueNumber();
    carrier.answers.set(caller, { callerName: 'Acme Dental', spamLikely: false });
    let openGate = () => {};
    carrier.gate = new Promise<void>((resolve) => (openGate = resolve));

    // The carrier has not answered (and cannot until the gate opens): the webhook answers anyway.
    const response = await sendTelephonyEvent(server, callEvent(customer.phoneNumber, { call_from: `+1${caller}` }));
    expect(response.json()).toEqual({ success: true, result: 'stored' });
    expect(await callLog(customer.headers)).toEqual([expect.objectContaining({ call_from: caller, caller_name: null, spam_likely: false })]);

    openGate();
    await server.app.backgroundTasks.idle();
    // The kept call log answer is made again: storing the lookup changed the customer's call log version.
    expect(await callLog(customer.headers)).toEqual([expect.objectContaining({ call_from: caller, caller_name: 'Acme Dental', spam_likely: false })]);
  });

  it('asks the carrier once per number within CALLER_LOOKUP_CACHE_HOURS, whichever customer it calls, and again after', async () => {
    const first = await customerWithNumber();
    const second = await customerWithNumber();
    const caller = uniqueNumber();
    carrier.answers.set(caller, { callerName: null, spamLikely: true });

    await callFrom(first.phoneNumber, caller);
    await callFrom(first.phoneNumber, caller);
    await callFrom(second.phoneNumber, caller);
    expect(timesAsked(caller)).toBe(1);
    expect(await server.db.selectFrom('caller_lookups').selectAll().where('phone_number', '=', caller).execute()).toEqual([
      expect.objectContaining({ caller_name: null, spam_likely: true }),
    ]);
    expect((await callLog(second.headers)).map((item) => item.spam_likely)).toEqual([true]);

    clockShiftMs = 23 * HOUR_MS;
    await callFrom(first.phoneNumber, caller);
    expect(timesAsked(caller)).toBe(1);
    clockShiftMs = 25 * HOUR_MS;
    await callFrom(first.phoneNumber, caller);
    expect(timesAsked(caller)).toBe(2);
  });

  it('stores the call when the carrier fails the lookup, without a name, and asks again at the next call', async () => {
    const customer = await customerWithNumber();
    const caller = uniqueNumber();
    await callFrom(customer.phoneNumber, caller);
    expect(await callLog(customer.headers)).toEqual([expect.objectContaining({ call_from: caller, caller_name: null, spam_likely: false })]);

    carrier.answers.set(caller, { callerName: 'City Pharmacy', spamLikely: false });
    await callFrom(customer.phoneNumber, caller);
    expect(timesAsked(caller)).toBe(2);
    expect((await callLog(customer.headers)).map((item) => item.caller_name)).toEqual(['City Pharmacy', 'City Pharmacy']);
  });

  it("never asks about a party that is not a US number", async () => {
    const customer = await customerWithNumber();
    const before = carrier.asked.length;
    const response = await sendTelephonyEvent(server, callEvent(customer.phoneNumber, { call_from: 'anonymous' }));
    expect(response.statusCode).toBe(200);
    await server.app.backgroundTasks.idle();
    expect(carrier.asked.length).toBe(before);
  });

  it("shows a customer only their own calls: another customer's calls and their callers stay out", async () => {
    const owner = await customerWithNumber();
    const other = await customerWithNumber();
    const ownersCaller = uniqueNumber();
    const othersCaller = uniqueNumber();
    carrier.answers.set(ownersCaller, { callerName: 'Owner Bank', spamLikely: false });
    carrier.answers.set(othersCaller, { callerName: null, spamLikely: true });
    await callFrom(owner.phoneNumber, ownersCaller);
    await callFrom(other.phoneNumber, othersCaller);

    const othersLog = await callLog(other.headers);
    expect(othersLog).toEqual([expect.objectContaining({ call_from: othersCaller, caller_name: null, spam_likely: true })]);
    expect(JSON.stringify(othersLog)).not.toContain('Owner Bank');
    expect(JSON.stringify(othersLog)).not.toContain(ownersCaller);
    expect(await callLog(owner.headers)).toEqual([expect.objectContaining({ call_from: ownersCaller, caller_name: 'Owner Bank', spam_likely: false })]);
  });
});

describe('caller lookups in the chats', () => {
  async function chats(headers: Record<string, string>): Promise<Chat<number>[]> {
    const response = await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers });
    expect(response.statusCode).toBe(200);
    return response.json<Chat<number>[]>();
  }

  it('looks up the other party of a stored message, and the chats answer gains the name once the carrier has answered', async () => {
    const customer = await customerWithNumber();
    const writer = uniqueNumber();
    carrier.answers.set(writer, { callerName: 'City Pharmacy', spamLikely: false });
    let openGate = () => {};
    carrier.gate = new Promise<void>((resolve) => (openGate = resolve));

    const response = await sendTelephonyEvent(server, messageEvent(customer.phoneNumber, { third_party_number: `+1${writer}` }));
    expect(response.json()).toEqual({ success: true, result: 'stored' });
    expect(await chats(customer.headers)).toEqual([expect.objectContaining({ third_party_number: writer, caller_name: null, spam_likely: false })]);

    openGate();
    await server.app.backgroundTasks.idle();
    // The kept chats answer is made again: storing the lookup changed the customer's chats version.
    expect(await chats(customer.headers)).toEqual([expect.objectContaining({ third_party_number: writer, caller_name: 'City Pharmacy', spam_likely: false })]);
  });
});

describe('the sandbox caller ID', () => {
  const sandbox = createSandboxTelephonyProvider({ portCompletionDelayMs: HOUR_MS });

  it.each([
    ['6175550111', { callerName: 'Acme Dental', spamLikely: false }],
    ['5085550187', { callerName: 'City Pharmacy', spamLikely: false }],
    ['4155550136', { callerName: null, spamLikely: true }],
    ['6465550172', { callerName: null, spamLikely: true }],
    ['3035559912', { callerName: null, spamLikely: true }],
    ['3035551234', { callerName: null, spamLikely: false }],
  ])('answers %s the same way every time', async (phoneNumber, expected) => {
    expect(await sandbox.lookupCaller({ phoneNumber })).toEqual(expected);
    expect(await sandbox.lookupCaller({ phoneNumber })).toEqual(expected);
  });

  it("gives the demo account's seeded calls names and spam ratings", async () => {
    await seedDemoAccount(server.db);
    const log = await callLog(authHeader(await signIn(server, DEMO_EMAIL, DEMO_PASSWORD)));
    const nameOf = new Map(log.map((item) => [item.call_from === '6175550100' ? item.call_to : item.call_from, item]));
    expect(nameOf.get('6175550111')).toEqual(expect.objectContaining({ caller_name: 'Acme Dental', spam_likely: false }));
    expect(nameOf.get('5085550187')).toEqual(expect.objectContaining({ caller_name: 'City Pharmacy', spam_likely: false }));
    expect(nameOf.get('4155550136')).toEqual(expect.objectContaining({ caller_name: null, spam_likely: true }));
    expect(log.every((item) => typeof item.spam_likely === 'boolean' && 'caller_name' in item)).toBe(true);
  });
});
