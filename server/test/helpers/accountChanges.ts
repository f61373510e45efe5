import type { OwnerProof } from '../../../src/contract/api';
import { signIdToken, sandboxKeyOf } from './idTokens';
import { lastMailTo, linkIn, tokenOf } from './outbox';
import { issueNonce, sandboxIdToken as sandboxSignInToken } from './socialTokens';
import type { TestServer } from './testServer';
import { authHeader, uniqueEmail, type SignedInUser } from './users';

type Provider = 'google' | 'apple';

/** POST /webupdateemail with whatever proof is given (none if omitted). */
export function changeEmail(server: TestServer, headers: Record<string, string>, email: string, proof: OwnerProof = {}) {
  return server.app.inject({ method: 'POST', url: '/api/webupdateemail', headers, payload: { email, ...proof } });
}

/** POST /account/update-password with whatever proof is given (none if omitted). */
export function changePassword(server: TestServer, headers: Record<string, string>, password: string, proof: OwnerProof = {}) {
  return server.app.inject({ method: 'POST', url: '/api/account/update-password', headers, payload: { password, ...proof } });
}

export function getProfile(server: TestServer, headers: Record<string, string>) {
  return server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers });
}

/** The token of the newest link to `pathPrefix` mailed to `to` (after background mail is sent). */
export async function mailedToken(server: TestServer, to: string, pathPrefix: string): Promise<string> {
  return tokenOf(linkIn(server, await lastMailTo(server, to), pathPrefix));
}

/** Posts a link's token to its page's form, as its button does. */
export function submitLinkForm(server: TestServer, path: '/api/account/confirm-email-change' | '/api/account/undo-email-change', token: string) {
  return server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });
}

/** An ID token from the server's sandbox issuer, as its sign-in page hands out for a nonce the SPA asked for. */
export async function sandboxIdToken(server: TestServer, provider: Provider, email: string): Promise<string> {
  return (await sandboxSignInToken(server, provider, email, { nonce: await issueNonce(server), name: 'Sam Social' })).idToken;
}

/** A token signed by the sandbox key with these claims for `subject`, e.g. issued long ago. */
export async function sandboxIdTokenWith(server: TestServer, provider: Provider, subject: string, claims: { iat?: number } = {}): Promise<string> {
  const nonce = await issueNonce(server);
  return signIdToken(await sandboxKeyOf(server), { iss: server.config.publicUrl, aud: `sandbox-${provider}`, sub: subject, nonce, ...claims });
}

/** An account made by sandbox Google or Apple sign-in alone (no password), with its session. */
export async function createSocialUser(server: TestServer, provider: Provider = 'google'): Promise<Omit<SignedInUser, 'password'> & { subject: string }> {
  const email = uniqueEmail(provider);
  const idToken = await sandboxIdToken(server, provider, email);
  const response =
    provider === 'google'
      ? await server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${idToken}` })
      : await server.app.inject({ method: 'POST', url: '/api/webiosverifyidtoken', payload: { idtoken: idToken, authcode: 'code' } });
  if (response.statusCode !== 200) throw new Error(`social sign-in failed: ${response.statusCode} ${response.body}`);
  const token = response.json<{ user_token: string }>().user_token;
  const user = await server.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
  return { userId: user.id, email, token, headers: authHeader(token), subject: String(user[provider === 'google' ? 'google_subject' : 'apple_subject']) };
}
