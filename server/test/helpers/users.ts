import { randomBytes } from 'node:crypto';
import type { SignupRequest } from '../../../src/contract/api';
import { sandboxRecaptchaToken } from '../../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { findUserByEmail } from '../../src/db/queries/users';
import { lastMailTo, linkIn } from './outbox';
import type { TestServer } from './testServer';

let counter = 0;

/** An email no other test uses, so tests can share one database. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export const DEFAULT_PASSWORD = 'correct horse 1';

/** A valid sign-up payload for a new unique email. */
export function signupPayload(overrides: Partial<SignupRequest> = {}): SignupRequest {
  const email = overrides.email ?? uniqueEmail();
  return {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email,
    password: DEFAULT_PASSWORD,
    username: email,
    mac_address: `web-${randomBytes(6).toString('hex')}`,
    device_type: 'web',
    recaptcha_token: sandboxRecaptchaToken(),
    ...overrides,
  };
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Token ${token}` };
}

export interface TestUser {
  userId: number;
  email: string;
  password: string;
}

export interface SignedInUser extends TestUser {
  token: string;
  headers: { authorization: string };
}

/** Signs up through the API (and, unless `verified: false`, clicks the emailed verification link). */
export async function createUser(server: TestServer, options: { verified?: boolean } & Partial<SignupRequest> = {}): Promise<TestUser> {
  const { verified = true, ...overrides } = options;
  const payload = signupPayload(overrides);
  const response = await server.app.inject({ method: 'POST', url: '/api/user/newsignup', payload });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const email = payload.email.toLowerCase();
  if (verified) {
    const link = linkIn(server, await lastMailTo(server, email), '/api/account/verify-email');
    const verify = await server.app.inject({ method: 'GET', url: link });
    if (verify.statusCode !== 302) throw new Error(`verification failed: ${verify.statusCode}`);
  }
  const user = await findUserByEmail(server.db, email);
  if (!user) throw new Error('the signed-up user is not in the database');
  return { userId: user.id, email, password: payload.password };
}

/** Signs in through the API and returns the session token. */
export async function signIn(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ user_token: string }>().user_token;
}

/** A verified user with a live session: what most authenticated tests start from. */
export async function createSignedInUser(server: TestServer, options: { verified?: boolean } & Partial<SignupRequest> = {}): Promise<SignedInUser> {
  const user = await createUser(server, options);
  const token = await signIn(server, user.email, user.password);
  return { ...user, token, headers: authHeader(token) };
}
