import { Kysely, PostgresDialect } from 'kysely';
import type { Database } from '../src/db/schema';
import { databaseProbe } from '../src/db/databaseProbe';
import { Readiness } from '../src/http/readiness';
import { freePort } from './helpers/serverProcess';
import { setupTestServer } from './helpers/testServer';

const server = setupTestServer();

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe('GET /api/healthz', () => {
  test('answers 200 with a tiny body that no cache keeps', async () => {
    const response = await get('/api/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'alive' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/readyz', () => {
  test('answers 200 while the database answers and session changes are heard', async () => {
    const response = await get('/api/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  test('stays 200 while session changes cannot be heard: the instance still serves correctly', async () => {
    server.app.sessionCache.onLost();
    try {
      const response = await get('/api/readyz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready' });
      expect((await get('/api/plans/')).statusCode).toBe(200);
    } finally {
      server.app.sessionCache.onListening();
    }
  });

  test('both endpoints are in the OpenAPI document, public', async () => {
    const doc = (await get('/api/docs')).json<{ paths: Record<string, { get?: { security?: unknown } }> }>();
    for (const path of ['/api/healthz', '/api/readyz']) {
      expect(doc.paths[path]?.get).toBeDefined();
      expect(doc.paths[path]?.get?.security).toBeUndefined();
    }
  });

  // Last in this file: a shutdown is not undone.
  test('answers 503 from the start of a shutdown on, while everything else is still served', async () => {
    server.app.readiness.startShuttingDown();
    const response = await get('/api/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ failure: 'Not ready: shutting down.' });
    expect((await get('/api/healthz')).statusCode).toBe(200);
    expect((await get('/api/webgetfeatureflag/migration_mode')).statusCode).toBe(200);
  });
});

describe('readiness of a database that does not answer', () => {
  test('is not ready once the short timeout has passed', async () => {
    // A database host that swallows every packet: the question is never answered.
    const silent = { ask: () => new Promise<void>(() => undefined) };
    expect(await new Readiness(silent, 50).notReadyReasons()).toEqual(['the database does not answer']);
  });

  test('is not ready when the database refuses the connection readiness asks on', async () => {
    const closedPort = await freePort();
    // A pool that never hands out a connection: were readiness to use it, this would time out.
    const busyPool = new Kysely<Database>({ dialect: new PostgresDialect({ pool: { options: {}, connect: () => new Promise(() => undefined), end: async () => undefined } }) });
    const probe = databaseProbe({ databaseUrl: `postgres://nobody:nothing@127.0.0.1:${closedPort}/none` }, busyPool);
    try {
      expect(await new Readiness(probe, 5_000).notReadyReasons()).toEqual(['the database does not answer']);
    } finally {
      await probe.close();
    }
  });
});
