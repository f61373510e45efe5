import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { PasskeyAssertion, PasskeyCreationOptions, PasskeyRequestOptions } from '../../../src/contract/api';
import { SoftwareAuthenticator, type AssertionChoices, type CeremonySite } from './softwareAuthenticator';
import type { TestServer } from './testServer';

/** The site the test server serves (PUBLIC_URL http://app.test): its WebAuthn origin and relying party id. */
export const TEST_SITE: CeremonySite = { origin: 'http://app.test', rpId: 'app.test' };

type Headers = Record<string, string>;

export function post(server: TestServer, url: string, headers: Headers = {}, payload?: object, more: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
  return server.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}), ...more });
}

export async function registrationOptions(server: TestServer, headers: Headers): Promise<PasskeyCreationOptions> {
  const response = await post(server, '/api/passkeys/registration-options', headers);
  if (response.statusCode !== 200) throw new Error(`registration options: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** Adds a passkey held by a new software authenticator (or `authenticator`) to the signed-in account. */
export async function addPasskey(
  server: TestServer,
  headers: Headers,
  authenticator = new SoftwareAuthenticator(),
  label?: string,
): Promise<{ authenticator: SoftwareAuthenticator; response: LightMyRequestResponse }> {
  const credential = authenticator.register(await registrationOptions(server, headers), TEST_SITE);
  const response = await post(server, '/api/passkeys', headers, { credential, ...(label === undefined ? {} : { label }) });
  return { authenticator, response };
}

export async function signInOptions(server: TestServer, more: Partial<InjectOptions> = {}): Promise<PasskeyRequestOptions> {
  const response = await post(server, '/api/passkeys/sign-in-options', {}, undefined, more);
  if (response.statusCode !== 200) throw new Error(`sign-in options: ${response.statusCode} ${response.body}`);
  return response.json();
}

export function signInWith(server: TestServer, credential: PasskeyAssertion, more: Partial<InjectOptions> = {}): Promise<LightMyRequestResponse> {
  return post(server, '/api/passkeys/sign-in', {}, { credential }, more);
}

/** A whole passkey sign-in: options, the authenticator's answer (on `site`, with `choices`), the sign-in. */
export async function passkeySignIn(
  server: TestServer,
  authenticator: SoftwareAuthenticator,
  choices: AssertionChoices = {},
  site: CeremonySite = TEST_SITE,
  more: Partial<InjectOptions> = {},
): Promise<LightMyRequestResponse> {
  const options = await signInOptions(server, more);
  return signInWith(server, authenticator.assert(options, site, choices), more);
}
