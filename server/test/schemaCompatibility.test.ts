import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createApp } from '../src/app';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { releaseOf } from '../src/db/migrationCompatibility';
import { RELEASES, type ReleaseName } from './helpers/releases/releases';
import { serverEntry } from './helpers/serverEntry';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig } from './helpers/testServer';

// Expand/contract: an older release (a shorter migration list, helpers/releases) runs on a schema a
// newer one migrated when every newer migration declares it compatible, and refuses otherwise,
// naming the release it needs. Production runs `npm run migrate` first, MIGRATE_ON_START=false.

const REPO = path.resolve(__dirname, '../..');
const [EXPAND, CONTRACT] = ['9000_test_blocked_number_notes', '9001_test_drop_blocked_number_notes'];

let dataDir: string;
beforeEach(async () => {
  dataDir = await createTestDataDir();
}, SERVER_START_TIMEOUT_MS);
afterEach(() => removeTestDataDir(dataDir));

/** The test database migrated by `release`, then closed so that an app or a script may open it. */
async function migratedBy(release: ReleaseName): Promise<void> {
  const db = await openDatabase(testConfig(dataDir));
  try {
    await migrateToLatest(db, undefined, RELEASES[release]);
  } finally {
    await db.destroy();
  }
}

/** Whether the app built as `release` starts on the database (and serves), or why it refused. */
async function startAs(release: ReleaseName): Promise<string> {
  const app = await createApp(testConfig(dataDir, { MIGRATE_ON_START: 'false' }), { migrations: RELEASES[release] }).catch((error: Error) => error);
  if (app instanceof Error) return app.message;
  try {
    const ready = await app.inject({ method: 'GET', url: '/api/readyz' });
    return `serves: readyz ${ready.statusCode}`;
  } finally {
    await app.close();
  }
}

describe('an older release on a newer schema', () => {
  test('starts when the newer migrations are expand changes', async () => {
    await migratedBy('B');
    expect(await startAs('A')).toBe('serves: readyz 200');
  }, SERVER_START_TIMEOUT_MS);

  test('refuses a contract change that needs a newer release, naming that release; the release it names starts', async () => {
    await migratedBy('C');
    expect(await startAs('A')).toBe(
      `The database has contract migrations that release ${releaseOf(RELEASES.A)} (this server) cannot run on (${CONTRACT}): they need release ${EXPAND} or newer. Refusing to start; deploy release ${EXPAND} or newer.`,
    );
    expect(await startAs('B')).toBe('serves: readyz 200');
  }, SERVER_START_TIMEOUT_MS);

  test("a release is its newest migration's name", () => {
    expect([releaseOf(RELEASES.B), releaseOf(RELEASES.C)]).toEqual([EXPAND, CONTRACT]);
  });
});

describe('npm run migrate of each release (server/src/migrateCommand.ts)', () => {
  const migrateAs = (release: ReleaseName) => {
    const run = spawnSync(process.execPath, serverEntry('server/test/helpers/releases/migrateAsRelease.ts'), {
      cwd: REPO,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: testConfig(dataDir).databaseUrl, LOG_LEVEL: 'silent', RELEASE: release },
      encoding: 'utf8',
      timeout: SERVER_START_TIMEOUT_MS,
    });
    return { status: run.status, said: `${run.stdout}${run.stderr}`.trim() };
  };

  test('a newer release migrates; an older one exits 0 doing nothing on expand changes, 1 on a contract change it cannot run on', async () => {
    await migratedBy('A');
    expect(migrateAs('B')).toEqual({ status: 0, said: `Applied 1 migration(s): ${EXPAND}` });
    expect(migrateAs('A')).toEqual({
      status: 0,
      said: `The database is ahead of this release (${releaseOf(RELEASES.A)}): its newer migrations (${EXPAND}) are all declared compatible with it. Nothing done.`,
    });
    expect(migrateAs('C')).toEqual({ status: 0, said: `Applied 1 migration(s): ${CONTRACT}` });
    expect(migrateAs('A')).toEqual({
      status: 1,
      said: `The database has contract migrations that release ${releaseOf(RELEASES.A)} (this server) cannot run on (${CONTRACT}): they need release ${EXPAND} or newer. Nothing done; deploy release ${EXPAND} or newer.`,
    });
    expect(migrateAs('B')).toMatchObject({ status: 0, said: expect.stringContaining(`its newer migrations (${CONTRACT}) are all declared compatible`) });
  }, 6 * SERVER_START_TIMEOUT_MS);
});
