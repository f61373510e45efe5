import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** Two years: the value hstspreload.org asks for. Sub-domains are left to their own servers. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Whether the browser reached us over https: PUBLIC_URL says the deployment is https (a proxy in
 * front terminates TLS), or this request came over TLS, or a trusted proxy (TRUST_PROXY) said
 * X-Forwarded-Proto: https. An untrusted X-Forwarded-Proto is ignored by Fastify.
 */
function overHttps(config: ServerConfig, request: FastifyRequest): boolean {
  return config.publicUrl.startsWith('https://') || request.protocol === 'https';
}

/** Headers every response carries, API and SPA alike. */
export function addSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', REFERRER_POLICY);
    if (overHttps(config, request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
