import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { apiOperations, urlOf, type ApiOperation } from './helpers/openApi';
import { hostileArbitrary, hostileParameter } from './helpers/schemaArbitrary';
import { setupTestServer } from './helpers/testServer';
import { snapshotUserData } from './helpers/userData';
import { createAttacker, seedVictim, type Victim } from './helpers/victim';

const server = setupTestServer({ TELEPHONY_WEBHOOK_SECRET: 'webhook-secret' });
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
        return response.statusCode < 500 || response.statusCode === 502;
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
