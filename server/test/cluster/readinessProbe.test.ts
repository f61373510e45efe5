import { Kysely, PostgresDialect } from 'kysely';
import { databaseProbe } from '../../src/db/databaseProbe';
import type { Database } from '../../src/db/schema';
import { Readiness } from '../../src/http/readiness';

// On PostgreSQL (npm run test:cluster runs with TEST_DATABASE_URL): readiness asks the database on
// a connection of its own, so a pool filled by long transactions or a migration waiting for a lock
// is not read as a dead database, and the balancer keeps the instance.

test('a pool with no connection to spare: still ready while the database answers', async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL?.trim();
  if (!databaseUrl) throw new Error('The cluster tests need TEST_DATABASE_URL (server/test/postgres/start-postgres.sh).');
  // Every connection of this pool is taken, for good.
  const fullPool = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { options: {}, connect: () => new Promise(() => undefined), end: async () => undefined } }) });
  const probe = databaseProbe({ databaseUrl }, fullPool);
  try {
    const readiness = new Readiness(probe, 2_000);
    expect(await readiness.notReadyReasons()).toEqual([]);
    // Again, on the connection the first question opened.
    expect(await readiness.notReadyReasons()).toEqual([]);
  } finally {
    await probe.close();
  }
});
