import type { FastifyInstance } from 'fastify';
import { twoServersOnOneDatabase } from './helpers/twoServers';

const BURST = 20;
const PER_SECOND = 2;

/** The budget's clock: tests move it instead of waiting. */
let now = Date.now();
const { server, other, queries } = twoServersOnOneDatabase(
  { RATE_LIMIT_REQUESTS_PER_IP_BURST: String(BURST), RATE_LIMIT_REQUESTS_PER_IP_PER_SECOND: String(PER_SECOND) },
  () => ({ clock: () => now }),
);

let sourceCounter = 0;
/** Each test its own source, so buckets never carry over. */
function freshSource(): string {
  sourceCounter += 1;
  return `192.0.2.${sourceCounter}`;
}

function get(app: FastifyInstance, url: string, remoteAddress: string) {
  return app.inject({ method: 'GET', url, remoteAddress });
}

async function statuses(app: FastifyInstance, url: string, source: string, times: number): Promise<number[]> {
  return Promise.all(Array.from({ length: times }, () => get(app, url, source).then((response) => response.statusCode)));
}

describe('every route has a per-source request budget', () => {
  test('a burst past the budget is refused with 429, Retry-After and the wait in words', async () => {
    const source = freshSource();
    const answered = await statuses(server.app, '/api/plans/', source, BURST);
    expect(answered.filter((status) => status === 429)).toHaveLength(0);
    const refused = await get(server.app, '/api/plans/', source);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({ failure: 'Too many requests. Please try again in 1 second.' });
    // Any route, known or not, and any method.
    expect((await get(server.app, '/api/no-such-route', source)).statusCode).toBe(429);
    expect((await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: {}, remoteAddress: source })).statusCode).toBe(429);
  });

  test('a simultaneous burst gets exactly the budget', async () => {
    const source = freshSource();
    const answered = await statuses(server.app, '/api/plans/', source, BURST + 10);
    expect(answered.filter((status) => status === 429)).toHaveLength(10);
  });

  test('refills at its rate; refused requests take nothing', async () => {
    const source = freshSource();
    await statuses(server.app, '/api/plans/', source, BURST);
    for (let refused = 0; refused < 5; refused += 1) expect((await get(server.app, '/api/plans/', source)).statusCode).toBe(429);
    now += 1000;
    const afterASecond = await statuses(server.app, '/api/plans/', source, PER_SECOND + 1);
    expect(afterASecond.filter((status) => status === 429)).toHaveLength(1);
    now += (BURST / PER_SECOND) * 1000;
    expect((await statuses(server.app, '/api/plans/', source, BURST)).filter((status) => status === 429)).toHaveLength(0);
  });

  test('is shared by every instance on the database', async () => {
    const source = freshSource();
    await statuses(server.app, '/api/plans/', source, BURST / 2);
    await statuses(other.app, '/api/plans/', source, BURST / 2);
    expect((await get(other.app, '/api/plans/', source)).statusCode).toBe(429);
    expect((await get(server.app, '/api/plans/', source)).statusCode).toBe(429);
  });

  test('costs a statement per request only where instances share the table (PostgreSQL); the embedded database keeps its buckets beside it in memory', async () => {
    queries.statements.length = 0;
    expect((await get(server.app, '/api/plans/', freshSource())).statusCode).toBe(200);
    const upserts = queries.statements.filter((sql) => sql.startsWith('insert into "request_budgets"'));
    expect(upserts).toHaveLength(server.config.databaseUrl ? 1 : 0);
  });

  test('another source has its own budget', async () => {
    const source = freshSource();
    await statuses(server.app, '/api/plans/', source, BURST + 1);
    expect((await get(server.app, '/api/plans/', freshSource())).statusCode).not.toBe(429);
  });

  test('health probes and the SPA’s files are never counted nor refused', async () => {
    const source = freshSource();
    await statuses(server.app, '/api/plans/', source, BURST + 1);
    expect((await get(server.app, '/api/healthz', source)).statusCode).toBe(200);
    expect((await get(server.app, '/api/readyz', source)).statusCode).toBe(200);
    expect((await get(server.app, '/app/', source)).statusCode).not.toBe(429);
    expect((await get(server.app, '/app/assets/missing.js', source)).statusCode).not.toBe(429);
    expect((await get(server.app, '/api/plans/', source)).statusCode).toBe(429);
  });
});
