import { readdirSync } from 'node:fs';
import path from 'node:path';
import { baseApi } from '../../src/api/baseApi';
import { recordRequests, type RecordedRequest } from '../mocks/requestRecorder';
import { server } from '../mocks/server';
import { endpointCases } from './endpointCases';
import { answerEndpointCases, type EndpointCase } from './support/endpointCase';
import { signedInStore, TEST_TOKEN, visitorStore } from './support/testStore';

const authenticated = endpointCases.filter((row) => row.auth !== 'none');
const publicCalls = endpointCases.filter((row) => row.auth === 'none');
const optionalAuth = endpointCases.filter((row) => row.auth === 'optional');

/** Calls the endpoint on the given store and returns what was sent and what came back. */
async function call(row: EndpointCase, store = row.auth === 'none' ? visitorStore() : signedInStore()) {
  server.use(answerEndpointCases([row]));
  const recorder = recordRequests();
  const outcome = await row.start(store);
  return { outcome, request: await recorder.single() };
}

function expectBodyAsSpecified(row: EndpointCase, request: RecordedRequest): void {
  const contentType = request.headers['content-type'];
  if (row.sends.json !== undefined) {
    expect(contentType).toBe('application/json');
    expect(request.body).toEqual(row.sends.json);
  } else if (row.sends.multipart) {
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toEqual(row.sends.multipart);
  } else {
    expect(contentType).toBeUndefined();
    expect(request.body).toBeUndefined();
  }
}

describe('every endpoint of SPEC §7', () => {
  it.each(endpointCases)('$endpoint: $sends.method $sends.path', async (row) => {
    const { outcome, request } = await call(row);

    expect(outcome.error).toBeUndefined();
    expect(outcome.data).toEqual(row.returns);
    expect(request.method).toBe(row.sends.method);
    expect(request.path).toBe(row.sends.path);
    expect(request.query).toEqual(row.sends.query ?? {});
    expect(request.headers.authorization).toBe(row.auth === 'none' ? undefined : `Token ${TEST_TOKEN}`);
    expect(request.headers.accept).toBe(row.sends.accept ?? 'application/json');
    expectBodyAsSpecified(row, request);
  });

  it.each(publicCalls)('$endpoint is public: it never sends a token, even during a session', async (row) => {
    const { outcome, request } = await call(row, signedInStore());

    expect(outcome.data).toEqual(row.returns);
    expect(request.headers.authorization).toBeUndefined();
  });

  it.each(optionalAuth)('$endpoint also works without a session, sending no token', async (row) => {
    const { outcome, request } = await call(row, visitorStore());

    expect(outcome.data).toEqual(row.returns);
    expect(request.headers.authorization).toBeUndefined();
  });

  it('is the table of authenticated and public calls that SPEC §7 lists', () => {
    expect(publicCalls.map((row) => row.endpoint).sort()).toEqual([
      // Not in SPEC §7: the sandbox's demo customer, for the login page's offer.
      'getDemoAccount',
      'getFeatureFlag',
      // Not in SPEC §7: signing in with a passkey, its challenge first.
      'getPasskeySignInOptions',
      // Not in SPEC §7: the nonce a Google or Apple sign-in passes to the provider.
      'issueSocialNonce',
      // Not in SPEC §7: the verification link signing in the browser that registered.
      'rememberVerificationBrowser',
      'requestPasswordReset',
      'signIn',
      'signInWithPasskey',
      'signUp',
      'verifiedSignIn',
      'verifyAppleToken',
      'verifyGoogleToken',
      'verifySignInToken',
    ]);
    expect(authenticated).toHaveLength(endpointCases.length - publicCalls.length);
  });
});

describe('the endpoint table', () => {
  it('has exactly one row for every endpoint of every src/api/*Api.ts file', async () => {
    const apiDir = path.resolve(__dirname, '../../src/api');
    const apiFiles = readdirSync(apiDir).filter((file) => /Api\.ts$/.test(file) && file !== 'baseApi.ts');
    // Importing a file injects its endpoints: a new file or endpoint without a row fails here.
    await Promise.all(apiFiles.map((file) => import(path.join(apiDir, file))));
    const names = endpointCases.map((row) => row.endpoint);

    expect(apiFiles.length).toBeGreaterThanOrEqual(8);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(baseApi.endpoints).sort());
  });
});
