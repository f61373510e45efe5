import Fastify, { type FastifyInstance } from 'fastify';
import { DeferredSchemaCompilers } from '../src/http/deferredSchemaCompilers';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer } from './helpers/testServer';

/**
 * Instant starts: the routes' schemas compile when a request first needs them (the rest
 * once the server listens), with Fastify's own compilers and their behaviour unchanged.
 */

function appWith(compilers: DeferredSchemaCompilers): FastifyInstance {
  const app = Fastify({ ajv: { customOptions: { coerceTypes: false, removeAdditional: true } }, schemaController: { compilersFactory: compilers.compilersFactory } });
  app.post(
    '/echo',
    {
      schema: {
        headers: { type: 'object', properties: { 'X-Signature': { type: 'string', pattern: '^sha256=' } }, required: ['X-Signature'] },
        body: { type: 'object', properties: { name: { type: 'string', minLength: 2 } }, required: ['name'], additionalProperties: false },
        response: { 200: { type: 'object', properties: { name: { type: 'string' }, received: { type: 'object', additionalProperties: true } } } },
      },
    },
    async (request) => ({ name: (request.body as { name: string }).name, received: request.body, secret: 'never sent' }),
  );
  return app;
}

describe('a route with deferred schemas', () => {
  let compilers: DeferredSchemaCompilers;
  let app: FastifyInstance;
  beforeEach(async () => {
    compilers = new DeferredSchemaCompilers();
    app = appWith(compilers);
    await app.ready();
  });
  afterEach(() => app.close());

  test('compiles nothing until a request needs it', () => {
    // headers, body and the 200 answer
    expect(compilers.pendingCount).toBe(3);
  });

  test('validates the body as Ajv does: a wrong body is refused with its reason', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'x-signature': 'sha256=ab' }, payload: { name: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('body/name must NOT have fewer than 2 characters');
  });

  test('removes unknown properties from the body and unlisted fields from the answer', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'x-signature': 'sha256=ab' }, payload: { name: 'Ada', extra: true } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ name: 'Ada', received: { name: 'Ada' } });
    expect(compilers.pendingCount).toBe(0);
  });

  test('matches header names in any case, as Fastify does for its default compiler', async () => {
    const missing = await app.inject({ method: 'POST', url: '/echo', payload: { name: 'Ada' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe("headers must have required property 'x-signature'");
    const wrong = await app.inject({ method: 'POST', url: '/echo', headers: { 'X-Signature': 'md5=ab' }, payload: { name: 'Ada' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('headers/x-signature must match pattern "^sha256="');
  });

  test('compileRemaining compiles what no request needed', async () => {
    const failures: unknown[] = [];
    await compilers.compileRemaining((error) => failures.push(error));
    expect(failures).toEqual([]);
    expect(compilers.pendingCount).toBe(0);
  });
});

test('a schema that cannot compile is reported by compileRemaining and answers 500, the others still compile', async () => {
  const compilers = new DeferredSchemaCompilers();
  const app = appWith(compilers);
  app.post('/broken', { schema: { body: { type: 'object', properties: { when: { type: 'string', format: 'no-such-format' } } } } }, async () => ({}));
  await app.ready();
  try {
    const failures: unknown[] = [];
    await compilers.compileRemaining((error) => failures.push(error));
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toMatch(/unknown format "no-such-format"/);
    expect(compilers.pendingCount).toBe(0);
    const response = await app.inject({ method: 'POST', url: '/broken', payload: { when: 'now' } });
    expect(response.statusCode).toBe(500);
    const echo = await app.inject({ method: 'POST', url: '/echo', headers: { 'x-signature': 'sha256=ab' }, payload: { name: 'Ada' } });
    expect(echo.statusCode).toBe(200);
  } finally {
    await app.close();
  }
});

test("every route of the server compiles its schemas (what Fastify's eager compilation checked at start)", async () => {
  const server = await startTestServer();
  try {
    // Fastify hands the routes' schemas to the compilers when it gets ready.
    await server.app.ready();
    expect(server.app.schemaCompilers.pendingCount).toBeGreaterThan(100);
    const failures: unknown[] = [];
    await server.app.schemaCompilers.compileRemaining((error) => failures.push(error));
    expect(failures).toEqual([]);
    expect(server.app.schemaCompilers.pendingCount).toBe(0);
  } finally {
    await stopTestServer(server);
  }
}, SERVER_START_TIMEOUT_MS);
