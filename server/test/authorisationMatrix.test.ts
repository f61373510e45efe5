import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { buildPendingExports } from '../src/dataExport/dataExports';
import { insertSession, revokeSession } from '../src/db/queries/sessions';
import { generateToken, hashToken } from '../src/lib/secureTokens';
import { contextOf, quietLog } from './helpers/billing';
import { apiOperations, urlOf, type ApiOperation } from './helpers/openApi';
import { validArbitrary } from './helpers/schemaArbitrary';
import { setupTestServer } from './helpers/testServer';
import { privateMarkersOf, snapshotUserData } from './helpers/userData';
import { authHeader } from './helpers/users';
import { createAttacker, seedVictim, type Victim } from './helpers/victim';

const server = setupTestServer();

let operations: ApiOperation[];
let victim: Victim;
let victimMarkers: string[];

beforeAll(async () => {
  operations = (await apiOperations(server)).filter((operation) => operation.authenticated);
  victim = await seedVictim(server);
  // A copy of the victim's data, ready to download: only the victim may ever get it.
  await server.db.insertInto('data_exports').values({ user_id: victim.userId, requested_at: new Date() }).execute();
  await buildPendingExports(contextOf(server), quietLog);
  victimMarkers = await privateMarkersOf(server, victim.userId);
});

/** One schema-valid value, always the same (fixed seed). */
function example(schema: Record<string, unknown>): unknown {
  return fc.sample(validArbitrary(schema), { seed: 42, numRuns: 1 })[0];
}

/** A well-formed request for the operation that points at the victim's records wherever it can. */
function requestAtVictim(operation: ApiOperation, headers: Record<string, string>): InjectOptions {
  const params = Object.fromEntries(operation.pathParams.map(({ name, schema }) => [name, String(victim.references[name] ?? example(schema))]));
  const query = Object.fromEntries(operation.query.map(({ name, schema }) => [name, String(example(schema))]));
  let payload: unknown;
  if (operation.body) {
    const body = example(operation.body);
    const properties = (operation.body.properties as Record<string, unknown>) ?? {};
    payload = typeof body === 'object' && body !== null ? { ...body, ...Object.fromEntries(Object.entries(victim.references).filter(([name]) => name in properties)) } : body;
  }
  return { method: operation.method, url: urlOf(operation, params, query), headers, payload: payload as InjectOptions['payload'] };
}

test('the API documents its authenticated endpoints (the matrix below covers each)', async () => {
  expect(operations.length).toBeGreaterThanOrEqual(30);
  expect(await server.db.selectFrom('data_exports').select('id').where('user_id', '=', victim.userId).where('ready_at', 'is not', null).execute()).toHaveLength(1);
  expect(Object.keys(victim.references).sort()).toEqual(['chatId', 'id', 'number', 'passkeyId', 'phone', 'phone_number', 'portRequestId', 'pushSubscriptionId', 'receiptId', 'sessionId', 'subscriptionId', 'voicemailId']);
});

describe('another user', () => {
  test("can neither read nor change the victim's data through any authenticated endpoint", async () => {
    const before = await snapshotUserData(server, victim.userId);
    const leaks: string[] = [];
    for (const operation of operations) {
      // A fresh attacker each time: some calls delete the caller's account or end its session.
      const attacker = await createAttacker(server);
      const request = requestAtVictim(operation, attacker.headers);
      const response = await server.app.inject(request);
      await server.app.backgroundTasks.idle();
      const sent = `${request.url} ${JSON.stringify(request.payload ?? '')}`;
      for (const marker of victimMarkers) {
        if (!sent.includes(marker) && response.body.includes(marker)) leaks.push(`${operation.method} ${operation.path} shows ${marker}`);
      }
      expect({ endpoint: `${operation.method} ${operation.path}`, status: response.statusCode < 500 }).toEqual({ endpoint: `${operation.method} ${operation.path}`, status: true });
      const after = await snapshotUserData(server, victim.userId);
      expect({ endpoint: `${operation.method} ${operation.path}`, victimDataChanged: after !== before }).toEqual({
        endpoint: `${operation.method} ${operation.path}`,
        victimDataChanged: false,
      });
    }
    expect(leaks).toEqual([]);
  }, 120_000);
});

describe('tokens that are not a live session', () => {
  const victimToken = generateToken();
  let revokedToken: string;
  beforeAll(async () => {
    await insertSession(server.db, victim.userId, hashToken(victimToken), new Date(Date.now() + 3_600_000));
    revokedToken = generateToken();
    await insertSession(server.db, victim.userId, hashToken(revokedToken), new Date(Date.now() + 3_600_000));
    const revoked = await server.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(revokedToken)).executeTakeFirstOrThrow();
    await revokeSession(server.db, revoked.id);
  });

  const badAuthorizations: [string, () => string][] = [
    ['a revoked token', () => `Token ${revokedToken}`],
    ['an unknown well-formed token', () => `Token ${generateToken()}`],
    ['a malformed token', () => 'Token not a token!'],
    ['a token too long', () => `Token ${'A'.repeat(300)}`],
    ['another scheme', () => `Bearer ${victimToken}`],
    ['a token without its scheme', () => victimToken],
    ['a token hash instead of the token', () => `Token ${hashToken(victimToken)}`],
    ['an SQL fragment', () => "Token ' OR '1'='1"],
  ];

  test.each(badAuthorizations)('%s gets 401 on every authenticated endpoint, and changes nothing', async (_name, authorization) => {
    const before = await snapshotUserData(server, victim.userId);
    for (const operation of operations) {
      const response = await server.app.inject(requestAtVictim(operation, { authorization: authorization() }));
      expect({ endpoint: `${operation.method} ${operation.path}`, status: response.statusCode }).toEqual({ endpoint: `${operation.method} ${operation.path}`, status: 401 });
      expect(response.json()).toHaveProperty('failure');
    }
    expect(await snapshotUserData(server, victim.userId)).toBe(before);
  }, 60_000);

  test("the victim's own live token still works (the checks above are not vacuous)", async () => {
    const profile = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(victimToken) });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain(victimMarkers[0]);
  });
});
