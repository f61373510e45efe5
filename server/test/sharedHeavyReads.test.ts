import { sql } from 'kysely';
import { Busy } from '../src/http/perUserConcurrency';
import { SharedHeavyReads } from '../src/http/sharedHeavyReads';
import { quietLog } from './helpers/billing';
import { setupTestServer } from './helpers/testServer';
import { waitUntil } from './helpers/waitUntil';

/**
 * The heavy-read turns shared through heavy_read_turns: each SharedHeavyReads here stands for an
 * instance on the database. Their clocks are the test's: each reading moves it on, so a wait for
 * a turn runs out after a few tries instead of after seconds.
 */
const server = setupTestServer();
const LIMITS = { running: 2, waiting: 8, maxWaitMs: 3_000 };
let nextUser = 900_000;

/** An instance whose clock moves 1 s each time it is read, asking again for a turn every 5 ms. */
function instance(leaseMs = 30_000): SharedHeavyReads {
  let now = 0;
  return new SharedHeavyReads(server.db, quietLog, LIMITS, { leaseMs, retryMs: 5 }, () => (now += 1_000));
}

/** Holds one of the customer's turns on `on` until `release` is called. */
function hold(on: SharedHeavyReads, userId: number) {
  let release = () => {};
  const started = new Promise<void>((resolveStarted) => {
    const done = on.run(userId, () => {
      resolveStarted();
      return new Promise<void>((resolve) => (release = resolve));
    });
    holding.push(done);
  });
  return { started, release: () => release() };
}
const holding: Promise<void>[] = [];

const leases = (userId: number) => server.db.selectFrom('heavy_read_turns').select(['slot', 'lease_until']).where('user_id', '=', userId).orderBy('slot').execute();

test('two turns at once across instances: a third read on another instance is refused (Busy) once its wait runs out', async () => {
  const userId = (nextUser += 1);
  const [first, second] = [instance(), instance()];
  const turns = [hold(first, userId), hold(first, userId)];
  await Promise.all(turns.map((turn) => turn.started));
  let ran = false;
  await expect(second.run(userId, async () => (ran = true))).rejects.toBeInstanceOf(Busy);
  expect({ ran, refusals: second.refusals }).toEqual({ ran: false, refusals: 1 });
  // Another customer is not held up.
  expect(await second.run(userId + 1, async () => 'answered')).toBe('answered');
  for (const turn of turns) turn.release();
  await Promise.all(holding.splice(0));
  expect(await leases(userId)).toEqual([]);
  expect(await second.run(userId, async () => 'answered')).toBe('answered');
});

test('a turn whose lease lapsed (its instance died) is free again; one still leased is not', async () => {
  const userId = (nextUser += 1);
  const dead = (slot: number, leaseUntil: ReturnType<typeof sql<Date>>) =>
    server.db.insertInto('heavy_read_turns').values({ user_id: userId, slot, holder: `dead-${slot}`, lease_until: leaseUntil }).execute();
  await dead(0, sql<Date>`now() + interval '1 hour'`);
  await dead(1, sql<Date>`now() + interval '1 hour'`);
  await expect(instance().run(userId, async () => 'answered')).rejects.toBeInstanceOf(Busy);
  await server.db.updateTable('heavy_read_turns').set({ lease_until: sql<Date>`now() - interval '1 second'` }).where('user_id', '=', userId).where('slot', '=', 1).execute();
  expect(await instance().run(userId, async () => 'answered')).toBe('answered');
});

test('a long read renews its lease, so that it is not taken over while it runs', async () => {
  const userId = (nextUser += 1);
  const turn = hold(instance(600), userId);
  await turn.started;
  const [taken] = await leases(userId);
  await waitUntil(async () => (await leases(userId))[0].lease_until.getTime() > taken.lease_until.getTime());
  turn.release();
  await Promise.all(holding.splice(0));
  expect(await leases(userId)).toEqual([]);
});

