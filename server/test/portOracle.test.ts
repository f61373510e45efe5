import { performance } from 'node:perf_hooks';
import type { PortRequest } from '../../src/contract/api';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { createProviders } from '../src/providers';
import { sandboxInventory } from '../src/providers/telephony/sandboxTelephonyProvider';
import { createSubscribedUser, quietLog } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { refusingCarrier } from './helpers/refusingCarrier';
import { createTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, stopTestServer, testConfig, type TestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

// A port request tells nothing about our numbers: SPEC's GET /portphone/{number} answers every
// number alike (it claims none), a filing with details asks the carrier for every number and ends
// a number that is ours exactly as the carrier's refusal, and only such a filing claims a number.

/** A number the test carrier refuses outright, as a real carrier refuses some. */
const NOT_PORTABLE = '6179990000';
const PORT_REFUSED = { failure: 'This number cannot be transferred. Please check it and try again.' };
const SPEC_RECEIVED = { success: true, message: 'Your port request was received. Porting takes up to 4 days; we will email you when it completes.' };


const carrier = refusingCarrier(NOT_PORTABLE, 'Not portable from the losing carrier.');
const server = {} as TestServer;
beforeAll(async () => {
  const dataDir = await createTestDataDir();
  // Many probes from one account: the per-account and per-source budgets are not what is tested here.
  const config = testConfig(dataDir, { RATE_LIMIT_NUMBER_SEARCH_PER_ACCOUNT: '100000', RATE_LIMIT_NUMBER_SEARCH_PER_IP: '100000' });
  const db = await openDatabase(config);
  const app = await createApp(config, { db, providers: { ...createProviders(config, quietLog, db), telephony: carrier.provider } });
  Object.assign(server, { app, config, dataDir, db });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  if (server.app) await stopTestServer(server);
});

let counter = 0;
/** A Boston number no other test uses. */
const freshNumber = () => `6175${String((counter += 1)).padStart(6, '0')}`;
const goodDetails = (number: string) => ({ account_number: 'A1', pin: number.slice(-4), zip: '02110' });

const specPort = (user: SignedInUser, number: string) => server.app.inject({ method: 'GET', url: `/api/portphone/${number}`, headers: user.headers });
const create = (user: SignedInUser, number: string) =>
  server.app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, payload: { phone_number: number, ...goodDetails(number) } });
const resubmit = (user: SignedInUser, id: string, number: string) =>
  server.app.inject({ method: 'POST', url: `/api/portphone/requests/${id}/resubmit`, headers: user.headers, payload: goodDetails(number) });
const list = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/portphone/requests', headers: user.headers })).json<PortRequest[]>();
const webphones = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/webphones', headers: user.headers })).json<unknown>();
const holdersOf = async (number: string) =>
  (await server.db.selectFrom('phones').select('user_id').where('phone_number', '=', number).where('status', 'in', ['active', 'port_pending', 'port_completed']).execute()).map((row) => row.user_id);
/** Forgets the user's port requests (and the claims they made), so that the same account may probe again. */
async function forgetPortsOf(user: SignedInUser): Promise<void> {
  await server.db.deleteFrom('port_requests').where('user_id', '=', user.userId).execute();
  await server.db.deleteFrom('phones').where('user_id', '=', user.userId).execute();
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Numbers that are ours in each way: bought, being ported by another account with details, held for a purchase. */
let bought = 0;
async function ourNumbers(): Promise<{ bought: string; porting: string; onHold: string }> {
  const owner = await createSubscribedUser(server);
  const number = sandboxInventory('781')[(bought += 1)];
  expect((await server.app.inject({ method: 'POST', url: `/api/phones/webpurchase/${number}`, headers: owner.headers, payload: { phone_name: 'x' } })).statusCode).toBe(200);
  const porter = await createSignedInUser(server);
  const porting = freshNumber();
  expect((await create(porter, porting)).statusCode).toBe(201);
  const buyer = await createSignedInUser(server);
  const onHold = freshNumber();
  await server.db.insertInto('phone_number_reservations').values({ phone_number: onHold, user_id: buyer.userId, expires_at: new Date(Date.now() + 3_600_000) }).execute();
  return { bought: number, porting, onHold };
}

/**
 * Times `probe` on numbers of two kinds, interleaved (so that load and GC pauses fall on both
 * alike), forgetting the prober's requests between probes: answers each kind's answers and median.
 */
async function probeBoth(prober: SignedInUser, ours: readonly string[], free: () => string, probe: (number: string) => Promise<{ statusCode: number; body: string }>) {
  const timings = { ours: [] as number[], free: [] as number[] };
  const answers = { ours: new Set<string>(), free: new Set<string>() };
  const once = async (kind: 'ours' | 'free', number: string) => {
    const started = performance.now();
    const response = await probe(number);
    timings[kind].push(performance.now() - started);
    answers[kind].add(`${response.statusCode} ${response.body}`);
    await forgetPortsOf(prober);
  };
  // Warm-up: the first requests compile schemas and queries.
  for (let i = 0; i < 3; i += 1) await once('free', free());
  timings.free.length = 0;
  for (let i = 0; i < 30; i += 1) {
    const number = ours[i % ours.length];
    if (i % 2) {
      await once('ours', number);
      await once('free', free());
    } else {
      await once('free', free());
      await once('ours', number);
    }
  }
  await server.app.backgroundTasks.idle();
  return { answers: { ours: [...answers.ours], free: [...answers.free] }, medians: { ours: median(timings.ours), free: median(timings.free) } };
}

/** Within an order of magnitude (either way), with 2 ms of slack for a tiny median on a fast machine. */
const withinTenfold = (a: number, b: number) => Math.max(a, b) <= 10 * Math.min(a, b) + 2;

describe("SPEC's GET /portphone/{number}", () => {
  test('answers a number that is ours (bought, being ported, held) exactly as any other: same status, body, order of time', async () => {
    const { bought, porting, onHold } = await ourNumbers();
    const prober = await createSignedInUser(server);
    const before = carrier.filed.length;
    const { answers, medians } = await probeBoth(prober, [bought, porting, onHold], freshNumber, async (number) => {
      const response = await specPort(prober, number);
      return { statusCode: response.statusCode, body: response.body };
    });
    expect(answers.ours).toEqual([`200 ${JSON.stringify(SPEC_RECEIVED)}`]);
    expect(answers.free).toEqual(answers.ours);
    expect(withinTenfold(medians.ours, medians.free)).toBe(true);
    // Without details the carrier is never asked, and no number was claimed by the prober.
    expect(carrier.filed.length).toBe(before);
  }, 120_000);

  test('claims nothing: the owner keeps the number, and the asker sees only their own request', async () => {
    const { bought } = await ourNumbers();
    const asker = await createSignedInUser(server);
    expect((await specPort(asker, bought)).statusCode).toBe(200);
    expect((await holdersOf(bought)).length).toBe(1);
    expect(await holdersOf(bought)).not.toContain(asker.userId);
    // SPEC §2's funnel: the asker's number in the making, as before.
    expect(await webphones(asker)).toEqual([{ phone_number: bought, status: 'port_pending' }]);
  });
});

describe('POST /api/portphone/requests (with details)', () => {
  test('a number that is ours ends exactly as one the carrier refuses, the carrier being asked for both: same status, body, order of time', async () => {
    const { bought, porting, onHold } = await ourNumbers();
    const prober = await createSignedInUser(server);
    let probes = 0;
    let asked = 0;
    const { answers, medians } = await probeBoth(prober, [bought, porting, onHold], () => NOT_PORTABLE, async (number) => {
      const before = carrier.filed.length;
      const response = await create(prober, number);
      probes += 1;
      asked += carrier.filed.slice(before).filter((filed) => filed === number).length;
      return { statusCode: response.statusCode, body: response.body };
    });
    expect(answers.ours).toEqual([`400 ${JSON.stringify(PORT_REFUSED)}`]);
    expect(answers.free).toEqual(answers.ours);
    expect(withinTenfold(medians.ours, medians.free)).toBe(true);
    // The carrier was asked every time, ours or not.
    expect(asked).toBe(probes);
    expect(await holdersOf(porting)).not.toContain(prober.userId);
    expect(await list(prober)).toEqual([]);
  }, 120_000);
});

describe('resubmitting a waiting request with details', () => {
  test("for a number that is ours ends exactly as the carrier's refusal: rejected 'not_portable', the same email", async () => {
    const { bought } = await ourNumbers();
    const refused = await createSignedInUser(server);
    const probed = await createSignedInUser(server);
    const outcomes = [];
    for (const [user, number] of [
      [refused, NOT_PORTABLE],
      [probed, bought],
    ] as const) {
      expect((await specPort(user, number)).statusCode).toBe(200);
      const [waiting] = await list(user);
      const before = carrier.filed.length;
      const response = await resubmit(user, waiting.id, number);
      expect(carrier.filed.slice(before)).toEqual([number]);
      const body = response.json<PortRequest>();
      outcomes.push({
        status: response.statusCode,
        request: { status: body.status, rejection: body.rejection, expires_at: body.expires_at, timeline: body.timeline.map((entry) => entry.status) },
        webphones: await webphones(user),
      });
    }
    expect(outcomes[0]).toEqual({
      status: 200,
      request: { status: 'rejected', rejection: expect.objectContaining({ code: 'not_portable', fields: [] }), expires_at: null, timeline: ['submitted', 'rejected', 'submitted', 'rejected'] },
      webphones: [],
    });
    expect(outcomes[1]).toEqual(outcomes[0]);
    await server.app.backgroundTasks.idle();
    const lastSubject = (user: SignedInUser) => mailsTo(server, user.email).at(-1)?.text.replace(/\+1 \(\d{3}\) \d{3}-\d{4}/g, 'N');
    expect(lastSubject(probed)).toBe(lastSubject(refused));
    expect(await holdersOf(bought)).not.toContain(probed.userId);
  });
});

describe('no squatting', () => {
  test('two accounts waiting for details on one number do not block each other; the first complete filing the carrier accepts wins', async () => {
    const number = freshNumber();
    const first = await createSignedInUser(server);
    const second = await createSignedInUser(server);
    expect((await specPort(first, number)).statusCode).toBe(200);
    expect((await specPort(second, number)).statusCode).toBe(200);
    // Waiting claims nothing: a third account may still file with details and get it…
    expect(await holdersOf(number)).toEqual([]);

    const [secondWaiting] = await list(second);
    const won = await resubmit(second, secondWaiting.id, number);
    expect(won.statusCode).toBe(200);
    expect(won.json<PortRequest>()).toMatchObject({ status: 'submitted', rejection: null, expires_at: null });
    expect(await holdersOf(number)).toEqual([second.userId]);
    expect(await webphones(second)).toEqual([{ phone_number: number, status: 'port_pending' }]);

    // …and the other's submission then ends as any refusal.
    const [firstWaiting] = await list(first);
    const lost = await resubmit(first, firstWaiting.id, number);
    expect(lost.statusCode).toBe(200);
    expect(lost.json<PortRequest>()).toMatchObject({ status: 'rejected', rejection: { code: 'not_portable' } });
    expect(await holdersOf(number)).toEqual([second.userId]);
    expect(await webphones(first)).toEqual([]);
  });

  test('a waiting request does not keep another account from filing with details at once', async () => {
    const number = freshNumber();
    const squatter = await createSignedInUser(server);
    const owner = await createSignedInUser(server);
    expect((await specPort(squatter, number)).statusCode).toBe(200);
    expect((await create(owner, number)).statusCode).toBe(201);
    expect(await holdersOf(number)).toEqual([owner.userId]);
  });
});
