import { sql } from 'kysely';
import { setupTestServer } from '../helpers/testServer';

// PostgreSQL only (the server project runs this folder when TEST_DATABASE_URL is set): PGlite has
// no pool and no LISTEN connection to lose.
const TOKEN = 'pool-watcher-token';
const server = setupTestServer({ METRICS_TOKEN: TOKEN });

async function scrape(): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const gauge = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1]);

/** Polls (every few milliseconds, for up to 10 s) until `condition` holds. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 10_000; !(await condition()); ) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('database metrics (PostgreSQL)', () => {
  it('counts the pool connections checked out', async () => {
    // Three connections held at once (other work of the server may hold more meanwhile).
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const holding: Promise<void>[] = [];
    let held = 0;
    for (let index = 0; index < 3; index += 1) {
      holding.push(
        server.db.connection().execute(async (connection) => {
          await sql`select 1`.execute(connection);
          held += 1;
          await released;
        }),
      );
    }
    await until(async () => held === 3);
    expect(gauge(await scrape(), 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(3);
    release();
    await Promise.all(holding);
    expect(gauge(await scrape(), 'db_pool_waiting_requests')).toBe(0);
  });

  it('tells when the LISTEN connection is lost, and when it is back', async () => {
    expect(gauge(await scrape(), 'db_listen_connected')).toBe(1);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = 'change-feed' and datname = current_database()`.execute(server.db);
    await until(async () => gauge(await scrape(), 'db_listen_connected') === 0);
    await until(async () => gauge(await scrape(), 'db_listen_connected') === 1);
  });
});
