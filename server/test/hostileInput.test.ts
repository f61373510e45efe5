import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { apiOperations, urlOf, type ApiOperation } from './helpers/openApi';
import { signWebhookBody } from '../src/telephony/webhookSignature';
import { holdsUnstorableText, hostileArbitrary, hostileParameter, UNSTORABLE_CHARACTERS, validArbitrary } from './helpers/schemaArbitrary';
import { setupTestServer } from './helpers/testServer';
import { snapshotUserData } from './helpers/userData';
import { createAttacker, seedVictim, type Victim } from './helpers/victim';

const WEBHOOK_SECRET = 'webhook-secret';
const server = setupTestServer({ TELEPHONY_WEBHOOK_SECRET: WEBHOOK_SECRET });
/** Fixed, so that a failure is reproduced by running the file again. */
const SEED = 20261123;
const RUNS_PER_ENDPOINT = 20;

let operations: ApiOperation[];
let victim: Victim;
let victimBefore: string;

beforeAll(async () => {
  operations = await apiOperations(server);
  victim = await seedVictim(server);
  victimBefore = await snapshotUserData(server, victim.userId);
});

function inputArbitrary(operation: ApiOperation) {
  return fc.record({
    params: fc.record(Object.fromEntries(operation.pathParams.map(({ name, schema }) => [name, hostileParameter(schema)]))),
    query: fc.record(Object.fromEntries(operation.query.map(({ name, schema }) => [name, hostileParameter(schema)])), { requiredKeys: [] }),
    body: operation.body ? hostileArbitrary(operation.body) : fc.option(hostileArbitrary({ type: 'object' }), { nil: undefined }),
  });
}

/**
 * Whether the server receives text no column can store: anywhere in the JSON body, or a NUL in the
 * path or query. An unpaired surrogate cannot be put in a URL at all: in the path its bytes (not
 * UTF-8) make the address unreadable (a 400), in the query they stay as literal %-text.
 */
function arrivesUnstorable(input: { params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }): boolean {
  const hasNul = (values: Record<string, unknown>) => Object.values(values).some((value) => typeof value === 'string' && value.includes('\0'));
  return holdsUnstorableText(input.body) || holdsUnstorableText(input.params) || hasNul(input.query);
}

test('random and hostile input to every endpoint never causes a 500 nor changes another user', async () => {
  expect(operations.length).toBeGreaterThanOrEqual(40);
  const failures: string[] = [];
  for (const operation of operations) {
    const details = await fc.check(
      fc.asyncProperty(inputArbitrary(operation), async (input) => {
        const attacker = await createAttacker(server);
        const request: InjectOptions = {
          method: operation.method,
          url: urlOf(operation, input.params as Record<string, string>, input.query as Record<string, string>),
          headers: operation.authenticated ? attacker.headers : {},
          payload: input.body as InjectOptions['payload'],
        };
        const response = await server.app.inject(request);
        if (response.statusCode >= 500 && response.statusCode !== 502) {
          failures.push(`${operation.method} ${request.url} ${JSON.stringify(input.body)?.slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        }
        // Text no column can store is refused, never taken (and never half-stored).
        const refusedAsUnstorable = !arrivesUnstorable(input) || (response.statusCode >= 400 && response.statusCode < 500);
        if (!refusedAsUnstorable) failures.push(`${operation.method} ${request.url} ${JSON.stringify(input.body)?.slice(0, 300)} took unstorable text → ${response.statusCode}`);
        return (response.statusCode < 500 || response.statusCode === 502) && refusedAsUnstorable;
      }),
      { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
    );
    // A property that threw (rather than answered false) is a failure too, e.g. a broken generator.
    if (details.failed && details.errorInstance) failures.push(`${operation.method} ${operation.path}: ${String(details.errorInstance)}`);
    expect({ endpoint: `${operation.method} ${operation.path}`, runs: details.numRuns }).toEqual({ endpoint: `${operation.method} ${operation.path}`, runs: details.failed ? details.numRuns : RUNS_PER_ENDPOINT });
  }
  await server.app.backgroundTasks.idle();
  expect(failures).toEqual([]);
  expect(await snapshotUserData(server, victim.userId)).toBe(victimBefore);
}, 180_000);

test('a JSON body that is not JSON, or is deeply nested, is a 4xx on every endpoint taking JSON', async () => {
  const deep = '['.repeat(5000) + ']'.repeat(5000);
  for (const operation of operations.filter((candidate) => candidate.body)) {
    const attacker = await createAttacker(server);
    for (const payload of ['{"unterminated": ', deep, '\u0000', '{"a":1}'.repeat(3)]) {
      const response = await server.app.inject({
        method: operation.method,
        url: urlOf(operation, {}),
        headers: { ...(operation.authenticated ? attacker.headers : {}), 'content-type': 'application/json' },
        payload,
      });
      expect({ endpoint: `${operation.method} ${operation.path}`, status: Math.floor(response.statusCode / 100) }).toEqual({ endpoint: `${operation.method} ${operation.path}`, status: 4 });
    }
  }
});

describe('a NUL or an unpaired surrogate is refused with a 400 before it reaches the database', () => {
  const NUL_MESSAGE = /^Invalid request: .* contains a NUL character or an unpaired surrogate\.$/;

  /** A body the schema accepts, with `bad` put into its first string property (null if it has none). */
  function validBodyWith(schema: Record<string, unknown>, bad: string): Record<string, unknown> | null {
    const body = fc.sample(validArbitrary(schema), { seed: SEED, numRuns: 1 })[0];
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
    const properties = (schema.properties ?? {}) as Record<string, { type?: unknown }>;
    const name = Object.keys(properties).find((key) => properties[key].type === 'string');
    return name ? { ...(body as Record<string, unknown>), [name]: `a${bad}b` } : null;
  }

  async function send(operation: ApiOperation, url: string, payload?: Record<string, unknown>) {
    const attacker = await createAttacker(server);
    const headers: Record<string, string> = operation.authenticated ? { ...attacker.headers } : {};
    const body = payload === undefined ? undefined : JSON.stringify(payload);
    if (body !== undefined) headers['content-type'] = 'application/json';
    // The webhook is signed, so that its refusal is for the text and not for the signature.
    if (operation.path === '/api/telephony/webhook') headers['x-webhook-signature'] = signWebhookBody(WEBHOOK_SECRET, body ?? '');
    return server.app.inject({ method: operation.method, url, headers, payload: body });
  }

  test.each(UNSTORABLE_CHARACTERS.map((bad) => [JSON.stringify(bad), bad]))('%s in any JSON body: 400 { failure }, on every endpoint taking one', async (_name, bad) => {
    const seen: string[] = [];
    for (const operation of operations.filter((candidate) => candidate.body)) {
      const payload = validBodyWith(operation.body!, bad);
      if (!payload) continue;
      const response = await send(operation, urlOf(operation, victim.references as Record<string, string>), payload);
      seen.push(operation.path);
      expect({ endpoint: `${operation.method} ${operation.path}`, status: response.statusCode }).toEqual({ endpoint: `${operation.method} ${operation.path}`, status: 400 });
      expect(response.json<{ failure: string }>().failure).toMatch(NUL_MESSAGE);
    }
    expect(seen).toEqual(expect.arrayContaining(['/api/user/newsignup', '/api/user/websignin/', '/api/telephony/webhook']));
  });

  test('a NUL in any path parameter or query parameter: 400 { failure }', async () => {
    const withParams = operations.filter((operation) => operation.pathParams.length > 0 || operation.query.length > 0);
    expect(withParams.length).toBeGreaterThan(5);
    for (const operation of withParams) {
      for (const where of ['path', 'query'] as const) {
        const names = (where === 'path' ? operation.pathParams : operation.query).map(({ name }) => name);
        if (names.length === 0) continue;
        const bad = Object.fromEntries(names.map((name) => [name, 'a\u0000b']));
        const url = where === 'path' ? urlOf(operation, bad) : urlOf(operation, victim.references as Record<string, string>, bad);
        const body = operation.body ? validBodyWith(operation.body, '') ?? undefined : undefined;
        const response = await send(operation, url, body);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 });
        expect(response.json<{ failure: string }>().failure).toMatch(NUL_MESSAGE);
      }
    }
  });
});
