import fc from 'fast-check';
import { createCustomerWithEsim, setupEsimTestServer } from './helpers/esimTestServer';
import { apiOperations, urlOf } from './helpers/openApi';
import { validArbitrary } from './helpers/schemaArbitrary';
import { authHeader, createSignedInUser, signIn, type SignedInUser } from './helpers/users';

// The eSIM's activation code installs the customer's data plan on any phone, so only a session
// with a recent proof of identity reads it. The rest of the eSIM record is read by every dashboard
// page and stays open to any session.

/** The app's clock, frozen so that a proof's age is exact; tests move it forward. */
let now = Date.now();
const MINUTE_MS = 60_000;
const { server } = setupEsimTestServer({ clock: () => now });

const CONFIRM_FIRST = { failure: 'Please confirm your password first.' };

type Headers = Record<string, string>;
const esimDetails = (headers: Headers) => server.app.inject({ method: 'GET', url: '/api/esim/details', headers });
const esimActivation = (headers: Headers) => server.app.inject({ method: 'GET', url: '/api/esim/activation', headers });
const reauth = (user: SignedInUser) => server.app.inject({ method: 'POST', url: '/api/account/reauth', headers: user.headers, payload: { current_password: user.password } });

/** A session signed in more than REAUTH_MINUTES ago. */
function sessionAges(): void {
  now += 11 * MINUTE_MS;
}

/** A customer who bought an eSIM just now, and its activation string. */
async function customerWithEsim(): Promise<{ user: SignedInUser; textQrCode: string }> {
  const user = await createCustomerWithEsim(server);
  const esim = await server.db.selectFrom('esims').select('text_qr_code').where('user_id', '=', user.userId).executeTakeFirstOrThrow();
  return { user, textQrCode: esim.text_qr_code };
}

/** The secret parts of an LPA string: the whole string and the activation code after its last '$'. */
function secretsOf(textQrCode: string): string[] {
  return [textQrCode, textQrCode.slice(textQrCode.lastIndexOf('$') + 1)];
}

beforeEach(() => {
  now = Date.now();
});

describe('GET /api/esim/details', () => {
  test('a fresh sign-in reads the whole record, activation code included', async () => {
    const { user, textQrCode } = await customerWithEsim();
    const details = await esimDetails(user.headers);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ success: true, textQrCode, activation_code_hidden: false });
  });

  test('a stale session reads the record without its activation code, flagged hidden', async () => {
    const { user, textQrCode } = await customerWithEsim();
    sessionAges();
    const details = await esimDetails(user.headers);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ success: true, textQrCode: null, activation_code_hidden: true, iccid: expect.any(String), esimId: expect.any(String) });
    for (const secret of secretsOf(textQrCode)) expect(details.body).not.toContain(secret);
  });

  test('after a reauth the details carry the code again', async () => {
    const { user, textQrCode } = await customerWithEsim();
    sessionAges();
    expect((await reauth(user)).statusCode).toBe(200);
    expect((await esimDetails(user.headers)).json()).toMatchObject({ success: true, textQrCode, activation_code_hidden: false });
  });

  test('without an eSIM, a stale session gets the no-eSIM answer', async () => {
    const user = await createSignedInUser(server);
    sessionAges();
    const details = await esimDetails(user.headers);
    expect(details.statusCode).toBe(200);
    expect(details.json()).toMatchObject({ success: false, textQrCode: null });
  });
});

describe('GET /api/esim/activation', () => {
  test('a stale session is refused (403) until it proves its identity; then it reads the code', async () => {
    const { user, textQrCode } = await customerWithEsim();
    sessionAges();
    const refused = await esimActivation(user.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(CONFIRM_FIRST);

    expect((await reauth(user)).statusCode).toBe(200);
    const shown = await esimActivation(user.headers);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual({ success: true, textQrCode });
  });

  test('a fresh sign-in reads the code at once', async () => {
    const { user, textQrCode } = await customerWithEsim();
    sessionAges();
    const fresh = authHeader(await signIn(server, user.email, user.password));
    expect((await esimActivation(fresh)).json()).toEqual({ success: true, textQrCode });
  });

  test('without an eSIM: success false, no code', async () => {
    const user = await createSignedInUser(server);
    const answer = await esimActivation(user.headers);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: false, textQrCode: null });
  });

  test("one customer never reads another's code", async () => {
    const { textQrCode } = await customerWithEsim();
    const other = await createSignedInUser(server);
    const answer = await esimActivation(other.headers);
    expect(answer.json()).toEqual({ success: false, textQrCode: null });
    for (const secret of secretsOf(textQrCode)) expect(answer.body).not.toContain(secret);
  });

  test('needs a session', async () => {
    expect((await esimActivation({})).statusCode).toBe(401);
  });

  test('the OpenAPI document says it needs a recent proof, and the record documents the hidden flag', async () => {
    const docs = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { description?: string; responses: Record<string, { content: Record<string, { schema: { properties: object } }> }> }>>;
    }>();
    expect(docs.paths['/api/esim/activation'].get.description).toContain('recent proof of identity');
    const details = docs.paths['/api/esim/details'].get;
    expect(details.description).toContain('activation_code_hidden');
    expect(details.responses['200'].content['application/json'].schema.properties).toHaveProperty('activation_code_hidden');
  });
});

describe('the stolen-token attack', () => {
  test('a token signed in more than REAUTH_MINUTES ago reads the activation code by no GET route of the API', async () => {
    const { user, textQrCode } = await customerWithEsim();
    sessionAges();
    // Signing out would end the stolen session before the other routes are tried: last.
    const reads = (await apiOperations(server))
      .filter((operation) => operation.method === 'GET' && operation.authenticated)
      .sort((a, b) => Number(a.path.includes('logout')) - Number(b.path.includes('logout')));
    expect(reads.length).toBeGreaterThanOrEqual(20);

    const leaks: string[] = [];
    for (const operation of reads) {
      const params = Object.fromEntries(operation.pathParams.map(({ name, schema }) => [name, String(fc.sample(validArbitrary(schema), { seed: 42, numRuns: 1 })[0])]));
      const query = Object.fromEntries(operation.query.map(({ name, schema }) => [name, String(fc.sample(validArbitrary(schema), { seed: 42, numRuns: 1 })[0])]));
      const response = await server.app.inject({ method: 'GET', url: urlOf(operation, params, query), headers: user.headers });
      await server.app.backgroundTasks.idle();
      if (secretsOf(textQrCode).some((secret) => response.body.includes(secret))) leaks.push(`GET ${operation.path}`);
    }
    expect(leaks).toEqual([]);
  }, 60_000);
});
