import type { TestServer } from './testServer';

export const SOCIAL_CALLBACK = 'http://app.test/app/social-callback.html';

/** A nonce from POST /api/websocialnonce, as the SPA asks for one before each social sign-in. */
export async function issueNonce(server: TestServer): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/websocialnonce' });
  if (response.statusCode !== 200) throw new Error(`nonce refused: ${response.statusCode} ${response.body}`);
  return response.json<{ nonce: string }>().nonce;
}

/**
 * What the sandbox sign-in page hands back for `email` (its form posted as a tester would), with
 * `nonce` passed through as the real providers do. Apple's redirect also carries a code. The
 * 'Email verified' box is left checked, as the page shows it, unless `emailVerified` is false.
 */
export async function sandboxIdToken(
  server: TestServer,
  provider: 'google' | 'apple',
  email: string,
  options: { nonce?: string; name?: string; emailVerified?: boolean } = {},
) {
  const form = new URLSearchParams({ redirect_uri: SOCIAL_CALLBACK, state: 'state-123', email, name: options.name ?? 'Tess Tester' });
  if (options.emailVerified !== false) form.set('email_verified', 'true');
  if (options.nonce !== undefined) form.set('nonce', options.nonce);
  const submitted = await server.app.inject({
    method: 'POST',
    url: `/api/sandbox/identity/${provider}/authorize`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (submitted.statusCode !== 303) throw new Error(`sandbox sign-in failed: ${submitted.statusCode} ${submitted.body}`);
  const fragment = new URLSearchParams(new URL(String(submitted.headers.location)).hash.slice(1));
  return { idToken: fragment.get('id_token') ?? '', code: fragment.get('code'), state: fragment.get('state'), location: String(submitted.headers.location) };
}
