import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';

/** Two years: the value hstspreload.org asks for. Sub-domains are left to their own servers. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * Powerful features no page of ours uses, switched off for the pages and every frame in them (a
 * compromised script or third-party frame cannot ask for the camera). Only names Chromium knows:
 * an unknown one is a console error on every page.
 */
const DENIED_FEATURES = ['accelerometer', 'camera', 'display-capture', 'geolocation', 'gyroscope', 'hid', 'magnetometer', 'microphone', 'midi', 'serial', 'usb'];

/** Where Stripe's Payment Request button (Apple Pay, Google Pay) runs: its frames on js.stripe.com. */
const STRIPE_FRAMES = '"https://js.stripe.com"';

/**
 * The Permissions-Policy: the features above denied; `payment` (the Payment Request API behind
 * Apple Pay) for this origin, and for Stripe's frames when Stripe is configured.
 */
export function permissionsPolicy(config: Pick<ServerConfig, 'stripePublishableKey'>): string {
  const payment = config.stripePublishableKey ? `payment=(self ${STRIPE_FRAMES})` : 'payment=(self)';
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), payment].join(', ');
}

/**
 * The Cross-Origin-Opener-Policy: `same-origin` (no other site's window keeps a handle on ours),
 * except when real Google or Apple sign-in is configured: their popups are on their own origins
 * and hand the ID token back through `window.opener`, which `same-origin` would cut, so those
 * deployments send `same-origin-allow-popups` (Google's documented setting for its popup). Every
 * answer carries the same value: the sandbox sign-in popup (our own pages, from the API and the
 * SPA) keeps its opener only while its pages' policy matches the opener's.
 */
export function crossOriginOpenerPolicy(config: Pick<ServerConfig, 'googleClientId' | 'appleClientId'>): string {
  return config.googleClientId || config.appleClientId ? 'same-origin-allow-popups' : 'same-origin';
}

/**
 * Whether the browser reached us over https: PUBLIC_URL says the deployment is https (a proxy in
 * front terminates TLS), or this request came over TLS, or a trusted proxy (TRUST_PROXY) said
 * X-Forwarded-Proto: https. An untrusted X-Forwarded-Proto is ignored by Fastify.
 */
function overHttps(config: ServerConfig, request: FastifyRequest): boolean {
  return config.publicUrl.startsWith('https://') || request.protocol === 'https';
}

/**
 * Sets the headers every response carries, API and SPA alike, answers and errors (the policies
 * are worked out once, from the configuration).
 */
export function securityHeaderSetter(config: ServerConfig): (request: FastifyRequest, reply: FastifyReply) => void {
  const opener = crossOriginOpenerPolicy(config);
  const permissions = permissionsPolicy(config);
  return (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', REFERRER_POLICY);
    reply.header('cross-origin-opener-policy', opener);
    reply.header('permissions-policy', permissions);
    if (overHttps(config, request)) reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  };
}

/** Headers every response carries, API and SPA alike. */
export function addSecurityHeaders(app: FastifyInstance, config: ServerConfig): void {
  const setHeaders = securityHeaderSetter(config);
  app.addHook('onSend', async (request, reply) => setHeaders(request, reply));
}
