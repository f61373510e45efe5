import { setupTestServer } from '../helpers/testServer';

// On PostgreSQL (npm run test:cluster): a pool of DATABASE_POOL_SIZE connections, all taken by a
// long transaction. A request that cannot get a connection within the bound answers 503 with
// Retry-After in our shape (not a hung request), and readiness, asked on a connection of its own,
// keeps the instance in the balancer.

const server = setupTestServer({ DATABASE_POOL_SIZE: '1' });

test('every connection taken: requests answer 503 + Retry-After, readyz stays 200', async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) throw new Error('The cluster tests need TEST_DATABASE_URL (server/test/postgres/start-postgres.sh).');
  expect(server.config.databasePoolSize).toBe(1);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const longTransaction = server.db.transaction().execute(async (trx) => {
    await trx.selectFrom('plans').select('id').limit(1).execute();
    holding();
    await released;
  });
  await held;
  try {
    const [waiting, readiness] = await Promise.all([
      server.app.inject({ method: 'GET', url: '/api/webgetfeatureflag/migration_mode' }),
      server.app.inject({ method: 'GET', url: '/api/readyz' }),
    ]);
    expect(readiness.statusCode).toBe(200);
    expect(waiting.statusCode).toBe(503);
    expect(waiting.headers['retry-after']).toBe('5');
    expect(waiting.json()).toEqual({ failure: 'The service is briefly unavailable. Please try again in a few seconds.' });
  } finally {
    release();
    await longTransaction;
  }
  expect((await server.app.inject({ method: 'GET', url: '/api/webgetfeatureflag/migration_mode' })).statusCode).toBe(200);
}, 60_000);
