import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../appContext';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses } from '../http/schemas';
import { pageContentSecurityPolicy } from '../pages/htmlPage';
import { sandboxSignInPage } from '../pages/sandboxSignInPage';
import type { IdentityProviderName, SandboxIdentityIssuer } from '../providers/identity/IdentityProvider';
import type { RouteModule } from './RouteModule';

interface AuthorizeQuery {
  redirect_uri: string;
  state?: string;
  nonce?: string;
}
interface AuthorizeForm extends AuthorizeQuery {
  email: string;
  name: string;
  /** The 'Email verified' checkbox: 'true' when checked; an unchecked box sends nothing. */
  email_verified?: string;
}

const providerLabel: Record<IdentityProviderName, string> = { google: 'Google', apple: 'Apple' };
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const providerParams = {
  type: 'object',
  required: ['provider'],
  properties: { provider: { type: 'string', enum: ['google', 'apple'] } },
} as const;
const redirectFields = {
  redirect_uri: { type: 'string', minLength: 1, maxLength: 2048 },
  state: { type: 'string', maxLength: 512 },
  nonce: { type: 'string', maxLength: 512 },
} as const;
const htmlResponses = {
  200: { type: 'string', description: 'HTML sign-in form' },
  ...failureResponses,
} as const;

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).type('text/html; charset=utf-8').header('content-security-policy', pageContentSecurityPolicy).send(html);
}

/** Only pages of this product may receive tokens: an open redirect would hand them to anyone. */
function checkRedirectUri(ctx: AppContext, redirectUri: string): URL {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw new HttpFailure(400, 'redirect_uri must be an absolute URL.');
  }
  if (url.origin !== new URL(ctx.config.publicUrl).origin) {
    throw new HttpFailure(400, `redirect_uri must be on ${new URL(ctx.config.publicUrl).origin}.`);
  }
  if (url.hash) throw new HttpFailure(400, 'redirect_uri must not have a #fragment.');
  return url;
}

function checkSandboxServes(issuer: SandboxIdentityIssuer, provider: IdentityProviderName) {
  if (!issuer.serves(provider)) {
    throw new HttpFailure(404, `${providerLabel[provider]} sign-in is switched off (${provider.toUpperCase()}_SIGNIN=off).`);
  }
}

/**
 * The sandbox sign-in of SPEC §2's Google and Apple buttons: a form page that issues ID tokens
 * signed by the local key, and that key's JWKS. Registered in sandbox mode only (routes/index.ts).
 */
export const sandboxIdentityRoutes: RouteModule = async (app, ctx) => {
  const issuer = ctx.providers.identity.sandbox;
  if (!issuer) throw new Error('The sandbox sign-in routes need the sandbox identity issuer: they exist in sandbox mode only.');

  // The page's form posts urlencoded fields; only this scope accepts them.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(
    '/sandbox/identity/jwks.json',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Public keys of the sandbox sign-in (JWKS)',
        response: {
          200: {
            type: 'object',
            required: ['keys'],
            properties: {
              keys: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['kty', 'kid'],
                  properties: { kty: { type: 'string' }, kid: { type: 'string' }, alg: { type: 'string' }, use: { type: 'string' }, n: { type: 'string' }, e: { type: 'string' } },
                },
              },
            },
          },
          ...failureResponses,
        },
      },
    },
    async () => issuer.jwks(),
  );

  app.get<{ Params: { provider: IdentityProviderName }; Querystring: AuthorizeQuery }>(
    '/sandbox/identity/:provider/authorize',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox Google or Apple sign-in page (sandbox mode only)',
        params: providerParams,
        querystring: { type: 'object', required: ['redirect_uri'], properties: redirectFields },
        produces: ['text/html'],
        response: htmlResponses,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      checkSandboxServes(issuer, provider);
      const { redirect_uri: redirectUri, state = '', nonce = '' } = request.query;
      checkRedirectUri(ctx, redirectUri);
      const action = `/api/sandbox/identity/${provider}/authorize`;
      return sendHtml(reply, 200, sandboxSignInPage({ providerLabel: providerLabel[provider], action, redirectUri, state, nonce }));
    },
  );

  app.post<{ Params: { provider: IdentityProviderName }; Body: AuthorizeForm }>(
    '/sandbox/identity/:provider/authorize',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Sandbox sign-in form: redirects to redirect_uri#id_token=…&state=… (Apple: also &code=…)',
        params: providerParams,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: {
          type: 'object',
          required: ['redirect_uri', 'email', 'name'],
          properties: {
            ...redirectFields,
            email: { type: 'string', maxLength: 254 },
            name: { type: 'string', maxLength: 100 },
            email_verified: { type: 'string', enum: ['true', 'false'], description: "The 'Email verified' checkbox: 'true' when checked; absent (unchecked) or 'false' issues a token with email_verified false" },
          },
        },
        produces: ['text/html'],
        response: { 303: { type: 'null', description: 'Back to redirect_uri with the token in the fragment' }, ...htmlResponses },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      checkSandboxServes(issuer, provider);
      const { redirect_uri: redirectUri, state = '', nonce = '', email, name } = request.body;
      const emailVerified = request.body.email_verified === 'true';
      const target = checkRedirectUri(ctx, redirectUri);
      const problem = !EMAIL_PATTERN.test(email.trim()) ? 'Enter a valid email address.' : name.trim() === '' ? 'Enter a name.' : null;
      if (problem) {
        const action = `/api/sandbox/identity/${provider}/authorize`;
        return sendHtml(reply, 400, sandboxSignInPage({ providerLabel: providerLabel[provider], action, redirectUri, state, nonce, email, name, emailVerified, error: problem }));
      }
      const idToken = await issuer.issueIdToken({ provider, email, emailVerified, name, nonce: nonce || undefined });
      // In the fragment, as the real providers' implicit flows do: it never reaches a server log.
      const fragment = new URLSearchParams({ id_token: idToken, state });
      if (provider === 'apple') fragment.set('code', `sandbox-${randomBytes(16).toString('hex')}`);
      target.hash = fragment.toString();
      return reply.status(303).header('location', target.toString()).send();
    },
  );
};
