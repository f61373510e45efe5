import { strFromU8, unzipSync } from 'fflate';
import { sql, type Transaction } from 'kysely';
import type { DataExportStatus } from '../../../src/contract/api';
import { EXPORT_REQUEST_INTERVAL_MS } from '../../src/dataExport/dataExports';
import { insertExportRequest } from '../../src/db/queries/dataExports';
import type { Database } from '../../src/db/schema';
import { mailTime } from '../../src/emails/mailDates';
import { insertCalls, insertCustomer, mintSessions } from '../helpers/cluster/clusterData';
import { requestTo } from '../helpers/cluster/instanceRequests';
import { startLoopbackCluster, type InstanceName, type LoopbackCluster } from '../helpers/cluster/loopbackCluster';
import { raceAtLockedRow } from '../helpers/cluster/rowLockRace';
import { until } from '../helpers/cluster/until';

// npm run test:cluster: 'Download your data' on two real servers sharing one PostgreSQL database
// (helpers/cluster/loopbackCluster.ts), each step sent to the instance the test names. The export
// job runs on both (every half second here, and at once on the instance that took a request); the
// test waits for the file with a bounded poll of the status endpoint. A trigger of the test's own
// counts every time a file is stored, the one thing a second build of the same request would
// repeat (its mail is deduplicated by key).

const DISPLAY_TIME_ZONE = 'UTC';

let cluster: LoopbackCluster;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    throw new Error('The cluster test needs TEST_DATABASE_URL (a PostgreSQL server: server/test/postgres/start-postgres.sh); npm run test:cluster skips without it.');
  }
  cluster = await startLoopbackCluster({ JOB_POLL_INTERVAL_MS: '500', DISPLAY_TIME_ZONE });
  await sql`create table test_export_stores (export_id integer not null, stored_at timestamptz not null default clock_timestamp())`.execute(cluster.db);
  await sql`create function test_count_export_store() returns trigger language plpgsql as $$
    begin
      insert into test_export_stores (export_id) values (new.id);
      return null;
    end
  $$`.execute(cluster.db);
  await sql`create trigger test_export_stores after update of archive on data_exports
    for each row when (new.archive is not null) execute function test_count_export_store()`.execute(cluster.db);
}, 120_000);
afterAll(() => cluster?.stop(), 30_000);

const urlOf = (name: InstanceName) => cluster.instances[name].baseUrl;

async function signedInCustomer(label: string): Promise<{ userId: number; email: string; password: string; token: string }> {
  const customer = await insertCustomer(cluster.db, label);
  const [token] = await mintSessions(cluster.db, customer.userId, 1);
  return { ...customer, token };
}

const askThrough = (name: InstanceName, customer: { token: string; password: string }) =>
  requestTo<DataExportStatus | { failure: string }>(urlOf(name), 'POST', '/api/account/export', { token: customer.token, body: { current_password: customer.password } });

/** The status `name` answers once the file is ready (polled, up to a minute). */
function readyAt(name: InstanceName, token: string): Promise<DataExportStatus> {
  return until(`the export ready on ${name}`, async () => {
    const status = await requestTo<DataExportStatus>(urlOf(name), 'GET', '/api/account/export', { token });
    expect(status.status).toBe(200);
    return status.body.state === 'ready' ? status.body : undefined;
  }, Date.now() + 60_000, 200);
}

/** The start of the job's claim (claimPendingExports), not of the other updates of the table. */
const CLAIM = 'update "data_exports" set "claimed_until" = $1 where "id" in (select';

/**
 * Holds the table (doing `work` meanwhile) until `claims` of the job's claims wait for it: each
 * instance runs one pass at a time, so two waiting claims are both instances at the start of a pass.
 */
function holdingExports(claims: number, work: (trx: Transaction<Database>) => Promise<unknown> = async () => undefined): Promise<unknown[]> {
  const lock = async (trx: Transaction<Database>) => {
    await sql`lock table data_exports in share row exclusive mode`.execute(trx);
    await work(trx);
  };
  return raceAtLockedRow(cluster.db, lock, CLAIM, claims, () => []);
}

async function storesOf(userId: number): Promise<number> {
  const { rows } = await sql<{ stores: number }>`
    select count(*)::int as stores from test_export_stores s join data_exports e on e.id = s.export_id where e.user_id = ${userId}`.execute(cluster.db);
  return rows[0].stores;
}

test('asked for through api1, prepared by a job and downloaded through api2, which refuses a second request the same day', async () => {
  const customer = await signedInCustomer('export');
  await insertCalls(cluster.db, customer.userId, 3);
  const asked = await askThrough('api1', customer);
  expect(asked).toEqual({ status: 202, body: expect.objectContaining({ state: 'preparing' }) });
  const requestedAt = new Date((asked.body as DataExportStatus).requested_at!);

  const next = new Date(requestedAt.getTime() + EXPORT_REQUEST_INTERVAL_MS);
  expect(await askThrough('api2', customer)).toEqual({
    status: 429,
    body: { failure: `You can ask for a copy of your data once a day. You can ask again from ${mailTime({ displayTimeZone: DISPLAY_TIME_ZONE }, next)}.` },
  });

  const ready = await readyAt('api2', customer.token);
  expect(ready).toMatchObject({ requested_at: requestedAt.toISOString(), next_request_at: next.toISOString() });
  const download = await fetch(`${urlOf('api2')}/api/account/export/download`, { headers: { authorization: `Token ${customer.token}` } });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-type')).toBe('application/zip');
  const zip = new Uint8Array(await download.arrayBuffer());
  expect(zip.byteLength).toBe(ready.size_bytes);
  const files = unzipSync(zip);
  expect(JSON.parse(strFromU8(files['profile.json']))).toMatchObject({ email: customer.email, first_name: 'Cluster', last_name: 'Customer' });
  expect(JSON.parse(strFromU8(files['calls.json']))).toHaveLength(3);

  // Still refused once it is ready, on the instance that took the first.
  expect((await askThrough('api1', customer)).status).toBe(429);
  expect(await storesOf(customer.userId)).toBe(1);
}, 90_000);

test("a request both instances' jobs claim at once is prepared once", async () => {
  const customer = await signedInCustomer('export-once');
  // Recorded while the test holds the table: both instances' next passes wait at their claim, and
  // meet there when the test lets go. SKIP LOCKED gives the request to one of them.
  await holdingExports(2, (trx) => insertExportRequest(trx, customer.userId, new Date()));
  await readyAt('api1', customer.token);
  // Both instances' next passes waiting at their claim again: the passes that met have ended, with
  // whatever they stored.
  await holdingExports(2);
  expect(await storesOf(customer.userId)).toBe(1);
}, 90_000);
