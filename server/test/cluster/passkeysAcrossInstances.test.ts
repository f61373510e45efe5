import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyList, PasskeyRequestOptions, PasskeySummary } from '../../../src/contract/api';
import { insertCustomer, mintSessions } from '../helpers/cluster/clusterData';
import { requestTo, type InstanceAnswer } from '../helpers/cluster/instanceRequests';
import { startLoopbackCluster, type InstanceName, type LoopbackCluster } from '../helpers/cluster/loopbackCluster';
import { raceAtLockedRow } from '../helpers/cluster/rowLockRace';
import { SoftwareAuthenticator, type CeremonySite } from '../helpers/softwareAuthenticator';

// npm run test:cluster: passkeys on two real servers sharing one PostgreSQL database
// (helpers/cluster/loopbackCluster.ts), each step sent to the instance the test names: a challenge
// handed out by one instance is answered at the other, once. Races between the instances are made
// to meet at the row they contend for (helpers/cluster/rowLockRace.ts), so that the database, not
// the machine's timing, decides them.

let cluster: LoopbackCluster;
/** Where the ceremonies happen: the balancer's origin (PUBLIC_URL), whose host is the relying party id. */
let site: CeremonySite;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL?.trim()) {
    throw new Error('The cluster test needs TEST_DATABASE_URL (a PostgreSQL server: server/test/postgres/start-postgres.sh); npm run test:cluster skips without it.');
  }
  cluster = await startLoopbackCluster();
  site = { origin: new URL(cluster.url).origin, rpId: new URL(cluster.url).hostname };
}, 120_000);
afterAll(() => cluster?.stop(), 30_000);

const STALE = { failure: 'This passkey request has expired or was already used. Please try again.' };
const COUNTER_BACKWARDS = {
  failure: "This passkey's signature counter went backwards, which happens when a passkey is copied. Please sign in another way and remove this passkey.",
};

const urlOf = (name: InstanceName) => cluster.instances[name].baseUrl;
const post = <T = unknown>(name: InstanceName, path: string, token?: string, body?: unknown) => requestTo<T>(urlOf(name), 'POST', path, { token, body });

/** A customer signed in with the password through `name`: a session with a fresh proof of identity. */
async function signedInThrough(name: InstanceName, label: string): Promise<{ userId: number; token: string }> {
  const customer = await insertCustomer(cluster.db, label);
  const signedIn = await post<{ user_token: string }>(name, '/api/user/websignin/', undefined, { username: customer.email, password: customer.password });
  expect(signedIn.status).toBe(200);
  return { userId: customer.userId, token: signedIn.body.user_token };
}

/** Adds a passkey held by `authenticator`: the options asked of `optionsFrom`, the answer sent to `answerTo`. */
async function addPasskey(token: string, authenticator: SoftwareAuthenticator, optionsFrom: InstanceName, answerTo: InstanceName): Promise<InstanceAnswer<PasskeySummary>> {
  const options = await post<PasskeyCreationOptions>(optionsFrom, '/api/passkeys/registration-options', token);
  expect(options.status).toBe(200);
  return post<PasskeySummary>(answerTo, '/api/passkeys', token, { credential: authenticator.register(options.body, site) });
}

/** A customer whose account holds a passkey of `authenticator`, added through api1. */
async function customerWithPasskey(label: string, authenticator = new SoftwareAuthenticator()): Promise<{ userId: number; token: string; authenticator: SoftwareAuthenticator }> {
  const customer = await signedInThrough('api1', label);
  expect((await addPasskey(customer.token, authenticator, 'api1', 'api1')).status).toBe(201);
  return { ...customer, authenticator };
}

async function signInOptionsOf(name: InstanceName): Promise<PasskeyRequestOptions> {
  const options = await post<PasskeyRequestOptions>(name, '/api/passkeys/sign-in-options');
  expect(options.status).toBe(200);
  return options.body;
}

const signInAt = (name: InstanceName, credential: PasskeyAssertion) => post<{ user_token: string } | { failure: string }>(name, '/api/passkeys/sign-in', undefined, { credential });
const storedCounter = async (userId: number) => Number((await cluster.db.selectFrom('passkeys').select('counter').where('user_id', '=', userId).executeTakeFirstOrThrow()).counter);

test('a passkey added through one instance signs in through the other, whichever handed out the challenge', async () => {
  const customer = await signedInThrough('api1', 'register');
  const authenticator = new SoftwareAuthenticator();
  const added = await addPasskey(customer.token, authenticator, 'api1', 'api1');
  expect(added.status).toBe(201);
  // A second passkey: options from one instance, the answer to the other.
  expect((await addPasskey(customer.token, new SoftwareAuthenticator(), 'api2', 'api1')).status).toBe(201);

  for (const [optionsFrom, answerTo] of [
    ['api1', 'api2'],
    ['api2', 'api1'],
  ] as const) {
    const signedIn = await signInAt(answerTo, authenticator.assert(await signInOptionsOf(optionsFrom), site));
    expect(signedIn.status).toBe(200);
    const { user_token: token } = signedIn.body as { user_token: string };
    // The new session serves at the instance that handed out the challenge too.
    const listed = await requestTo<PasskeyList>(urlOf(optionsFrom), 'GET', '/api/passkeys', { token });
    expect(listed.status).toBe(200);
    expect(listed.body.passkeys.map((passkey) => passkey.id)).toContain(added.body.id);
  }
  expect(await storedCounter(customer.userId)).toBe(authenticator.counter);
});

test('a sign-in answer sent to both instances signs in once: one after the other, and both at once', async () => {
  // Without a counter (a synced passkey), the challenge alone stops a second use of the answer.
  const { authenticator } = await customerWithPasskey('replay', new SoftwareAuthenticator({ counting: false }));

  const answer = authenticator.assert(await signInOptionsOf('api1'), site);
  expect((await signInAt('api2', answer)).status).toBe(200);
  expect(await signInAt('api1', answer)).toEqual({ status: 401, body: STALE });

  const options = await signInOptionsOf('api2');
  const copy = authenticator.assert(options, site);
  const answers = await raceAtLockedRow(
    cluster.db,
    (trx) => trx.selectFrom('passkey_challenges').select('challenge').where('challenge', '=', options.challenge).forUpdate().execute(),
    'delete from "passkey_challenges"',
    2,
    () => [signInAt('api1', copy), signInAt('api2', copy)],
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  expect(answers.find((answer) => answer.status === 401)!.body).toEqual(STALE);
}, 60_000);

test('a proof of identity asked of one instance and answered at the other confirms the session on both', async () => {
  const { userId, authenticator } = await customerWithPasskey('reauth');
  // Another session of the account, without a recent proof (as one signed in an hour ago).
  const [token] = await mintSessions(cluster.db, userId, 1);
  const needsProof = (name: InstanceName) => post(name, '/api/passkeys/registration-options', token);
  expect((await needsProof('api1')).status).toBe(403);
  expect((await needsProof('api2')).status).toBe(403);

  const options = await post<PasskeyRequestOptions>('api1', '/api/passkeys/proof-options', token);
  expect(options.status).toBe(200);
  const proof = authenticator.assert(options.body, site);
  const confirmed = await post('api2', '/api/account/reauth', token, { passkey: proof });
  expect(confirmed.status).toBe(200);
  expect((await needsProof('api1')).status).toBe(200);
  expect((await needsProof('api2')).status).toBe(200);
  // The proof's challenge is used up on both.
  expect(await post('api1', '/api/account/reauth', token, { passkey: proof })).toEqual({ status: 403, body: STALE });
  expect(await storedCounter(userId)).toBe(authenticator.counter);
});

test('the signature counter must go up across instances: a copy behind is refused, and of two at once with one counter only one signs in', async () => {
  const { userId, authenticator } = await customerWithPasskey('counter', new SoftwareAuthenticator({ startCounter: 5 }));
  expect((await signInAt('api1', authenticator.assert(await signInOptionsOf('api1'), site))).status).toBe(200);
  expect(await storedCounter(userId)).toBe(6);
  const behind = await signInAt('api2', authenticator.assert(await signInOptionsOf('api2'), site, { counter: 6 }));
  expect(behind).toEqual({ status: 401, body: COUNTER_BACKWARDS });

  // Two answers to two challenges, signed with the same counter (a copy of the passkey): both pass
  // every check before the counter is recorded, and meet at the passkey's row.
  const [first, second] = [authenticator.assert(await signInOptionsOf('api1'), site, { counter: 7 }), authenticator.assert(await signInOptionsOf('api2'), site, { counter: 7 })];
  const answers = await raceAtLockedRow(
    cluster.db,
    (trx) => trx.selectFrom('passkeys').select('id').where('user_id', '=', userId).forUpdate().execute(),
    'update "passkeys"',
    2,
    () => [signInAt('api1', first), signInAt('api2', second)],
  );
  expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  expect(answers.find((answer) => answer.status === 401)!.body).toEqual(COUNTER_BACKWARDS);
  expect(await storedCounter(userId)).toBe(7);
}, 60_000);
