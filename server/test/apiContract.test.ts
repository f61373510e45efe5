import { endpointCases } from '../../test/api/endpointCases';
import { setupTestServer } from './helpers/testServer';

/**
 * The SPA's API layer and this server agree on every call: each endpoint the SPA defines
 * (test/api/endpointCases holds one row per endpoint, checked complete by the SPA's own tests)
 * exists here with the same method and path, and each API route here is used by the SPA,
 * except the few that only browsers following links, the telephony carrier or tools call.
 */
const serverOnlyRoutes = new Map<string, string>([
  ['GET /api/account/verify-email', 'opened from the verification email'],
  ['GET /api/account/reset-password', 'opened from the password reset email'],
  ['POST /api/account/reset-password', 'the reset page form'],
  ['GET /api/account/confirm-email-change', 'opened from the email change confirmation mail'],
  ['POST /api/account/confirm-email-change', 'the email change confirmation page form'],
  ['GET /api/account/undo-email-change', 'opened from the email changed notice'],
  ['POST /api/account/undo-email-change', 'the undo page form'],
  ['GET /api/legal/terms', 'a page the register form and checkout link to (new tab)'],
  ['GET /api/legal/privacy', 'a page the register form and checkout link to (new tab)'],
  ['POST /api/telephony/webhook', 'called by the telephony carrier'],
  ['GET /api/healthz', 'liveness, for orchestrators'],
  ['GET /api/readyz', 'readiness, for load balancers'],
  ['POST /api/vitals', 'real-user Core Web Vitals, sent by navigator.sendBeacon (src/lib/webVitals), not by RTK Query'],
  ['GET /api/media/{name}', 'demo images shown by URL in chats'],
  ['GET /api/redirect/register', 'the register page navigates here while migration_mode is on'],
  ['GET /api/sandbox/identity/jwks.json', 'sandbox identity provider keys'],
  ['GET /api/sandbox/identity/{provider}/authorize', 'sandbox sign-in page opened in a popup'],
  ['POST /api/sandbox/identity/{provider}/authorize', 'sandbox sign-in page form'],
  ['GET /api/sandbox/mailbox', 'sandbox mailbox page, a plain link of the Sandbox ribbon (no fetch)'],
  ['GET /api/events', "the live activity stream, opened by the browser's EventSource (src/api/live), not by RTK Query"],
  ['POST /api/passkeys/registration-options', 'passkeys: the server is built first, the SPA part comes next'],
  ['POST /api/passkeys', 'passkeys: the server is built first, the SPA part comes next'],
  ['GET /api/passkeys', 'passkeys: the server is built first, the SPA part comes next'],
  ['DELETE /api/passkeys/{passkeyId}', 'passkeys: the server is built first, the SPA part comes next'],
  ['POST /api/passkeys/sign-in-options', 'passkeys: the server is built first, the SPA part comes next'],
  ['POST /api/passkeys/sign-in', 'passkeys: the server is built first, the SPA part comes next'],
  ['POST /api/passkeys/proof-options', 'passkeys: the server is built first, the SPA part comes next'],
]);

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

const methods = ['get', 'post', 'put', 'delete', 'patch'];

function serverRoutes(doc: OpenApiDocument): { method: string; template: string; pattern: RegExp }[] {
  return Object.entries(doc.paths).flatMap(([template, operations]) =>
    Object.keys(operations)
      .filter((method) => methods.includes(method))
      .map((method) => ({
        method: method.toUpperCase(),
        template,
        pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      })),
  );
}

describe('API contract between the SPA and the server', () => {
  const server = setupTestServer();

  async function routes() {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
    return serverRoutes(response.json() as OpenApiDocument);
  }

  test.each(endpointCases.map((row) => [row.endpoint, row.sends.method, row.sends.path] as const))(
    'the SPA endpoint %s (%s %s) exists on the server',
    async (_endpoint, method, path) => {
      const url = `/api${path.split('?')[0]}`;
      const match = (await routes()).find((route) => route.method === method && route.pattern.test(url));
      expect(match).toBeDefined();
    },
  );

  test('every API route of the server is used by the SPA, or is listed as server-only with a reason', async () => {
    const unused = (await routes())
      .filter(({ method, pattern }) =>
        endpointCases.every((row) => row.sends.method !== method || !pattern.test(`/api${row.sends.path.split('?')[0]}`)),
      )
      .map(({ method, template }) => `${method} ${template}`)
      .filter((route) => !serverOnlyRoutes.has(route));
    expect(unused).toEqual([]);
  });

  test('the server-only list names only routes that exist', async () => {
    const existing = new Set((await routes()).map(({ method, template }) => `${method} ${template}`));
    expect([...serverOnlyRoutes.keys()].filter((route) => !existing.has(route))).toEqual([]);
  });
});
