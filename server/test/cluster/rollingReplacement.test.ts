import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { balancerSees } from '../helpers/cluster/balancerState';
import { insertCustomer, mintSessions } from '../helpers/cluster/clusterData';
import { INSTANCES, startLoopbackCluster, type InstanceName, type LoopbackCluster, type Replacement } from '../helpers/cluster/loopbackCluster';
import { mixedLoad, type LoadClient } from '../helpers/cluster/mixedLoad';
import { RELEASES } from '../helpers/releases/releases';
import { serverEntry } from '../helpers/serverEntry';
import { REPO } from '../helpers/serverProcess';

// A deployment as the operations doc describes it, under a steady load of reads and writes through
// the balancer: release B's migration first (an expand change) while both A instances serve, then
// one instance at a time drained (SIGTERM: readyz 503 until HAProxy takes it out), stopped and
// started as B; then the same back to A (a rollback by redeploying the old build) on the expanded
// schema. Not one request may fail. Releases are simulated (helpers/releases): B is today's code
// with one more migration.

const RELEASE_A: Replacement = { env: { RELEASE: 'A', LOG_LEVEL: 'info' } };
const RELEASE_B: Replacement = { command: serverEntry('server/test/helpers/releases/serveAsRelease.ts'), env: { RELEASE: 'B' } };
const [EXPAND] = Object.keys(RELEASES.B).filter((name) => !Object.hasOwn(RELEASES.A, name));
/** Answers to wait for in each phase, so that every phase is really under load. */
const ANSWERS_PER_PHASE = 40;

let cluster: LoopbackCluster;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    throw new Error('The cluster test needs TEST_DATABASE_URL (a PostgreSQL server: server/test/postgres/start-postgres.sh); npm run test:cluster skips without it.');
  }
  // A drain ends when the test has seen HAProxy take the instance out (a second SIGTERM), not on a timer.
  cluster = await startLoopbackCluster({ DRAIN_MS: '120000', RELEASE: 'A' });
}, 120_000);
afterAll(() => cluster?.stop(), 30_000);

/** Drains `name` (HAProxy sees readyz fail and takes it out), stops it, starts `replacement` in its place and waits until HAProxy sends it requests. */
async function replace(name: InstanceName, replacement: Replacement): Promise<void> {
  const old = cluster.instances[name];
  old.child.kill('SIGTERM');
  await balancerSees(cluster.statsUrl, name, 'DOWN');
  // The second signal ends the drain: the listener closes, requests in flight finish.
  old.child.kill('SIGTERM');
  expect(await old.exited).toBe(0);
  await cluster.restart(name, replacement);
  await balancerSees(cluster.statsUrl, name, 'UP');
}

test('release A to B and back to A, one instance at a time under load: 0 failed requests', async () => {
  const clients: LoadClient[] = [];
  for (let index = 0; index < 4; index += 1) {
    const customer = await insertCustomer(cluster.db, `rolling-${index}`);
    const [token] = await mintSessions(cluster.db, customer.userId, 1);
    clients.push({ token, phoneNumber: `61755501${String(10 + index)}` });
  }
  const load = mixedLoad(cluster.url, clients);
  const phase = async (name: string, step: () => Promise<void> = async () => undefined) => {
    load.enter(name);
    await step();
    await load.answered(ANSWERS_PER_PHASE);
  };
  try {
    await phase('both A');
    await phase('B migrates', async () => {
      const { stdout } = await promisify(execFile)(process.execPath, serverEntry('server/test/helpers/releases/migrateAsRelease.ts'), {
        cwd: REPO,
        env: { ...process.env, DATABASE_URL: cluster.databaseUrl, RELEASE: 'B', LOG_LEVEL: 'silent' },
      });
      expect(stdout.trim()).toBe(`Applied 1 migration(s): ${EXPAND}`);
    });
    for (const name of INSTANCES) await phase(`${name} replaced by B`, () => replace(name, RELEASE_B));
    await phase('both B');
    for (const name of INSTANCES) await phase(`${name} rolled back to A`, () => replace(name, RELEASE_A));
    await phase('both A again');
  } finally {
    await load.stop();
  }

  const failed = load.answers.filter((answer) => answer.status !== 200);
  expect(failed).toEqual([]);
  const servedBy = (phaseName: string) => [...new Set(load.answers.filter((answer) => answer.phase === phaseName).map((answer) => answer.servedBy))].sort();
  expect({ bothB: servedBy('both B'), bothAAgain: servedBy('both A again') }).toEqual({ bothB: ['api1', 'api2'], bothAAgain: ['api1', 'api2'] });
  // The rolled-back instances run on the expanded schema, knowingly.
  for (const name of INSTANCES) expect(cluster.instances[name].output()).toContain(`"migrations":["${EXPAND}"]`);
}, 600_000);

test("compose.yaml's wait for the balancer (its documented loop's condition) reads this HAProxy's stats page right", async () => {
  const documented = fs.readFileSync(path.join(REPO, 'server/deploy/compose.yaml'), 'utf8').split('\n').find((line) => line.includes('until curl')) ?? '';
  const condition = /until (.*); do sleep 1; done/.exec(documented)?.[1] ?? 'missing';
  const check = (api: string) =>
    promisify(execFile)('bash', ['-c', condition.replace('http://127.0.0.1:8404/', cluster.statsUrl)], { env: { ...process.env, api } }).then(
      () => 'UP',
      // A missing curl or awk says so here.
      (error: { stderr?: string }) => `not UP${error.stderr ? `: ${error.stderr.trim()}` : ''}`,
    );
  await balancerSees(cluster.statsUrl, 'api1', 'UP');
  expect(await check('api1')).toBe('UP');
  expect(await check('api3')).toBe('not UP');
});
