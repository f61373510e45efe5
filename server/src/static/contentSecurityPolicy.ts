import type { AppConfig } from '../../../src/contract/appConfig';

type Directives = Record<string, string[]>;

/** Hosts each integration's own CSP guide lists; added only when the SPA is configured to use it. */
const integrations: { enabled: (config: AppConfig) => boolean; directives: Directives }[] = [
  {
    // https://docs.stripe.com/security/guide#content-security-policy
    enabled: (config) => config.stripePublishableKey !== '',
    directives: {
      'script-src': ['https://js.stripe.com', 'https://*.js.stripe.com'],
      'frame-src': ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ['https://api.stripe.com'],
    },
  },
  {
    // https://developers.google.com/recaptcha/docs/faq (Content Security Policy)
    enabled: (config) => config.recaptchaSiteKey !== '',
    directives: {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    },
  },
  {
    // https://developers.google.com/identity/gsi/web/guides/get-google-api-clientid#content_security_policy
    enabled: (config) => config.googleClientId !== '',
    directives: {
      'script-src': ['https://accounts.google.com/gsi/client'],
      'frame-src': ['https://accounts.google.com/gsi/'],
      'connect-src': ['https://accounts.google.com/gsi/'],
      'style-src': ['https://accounts.google.com/gsi/style'],
    },
  },
  {
    // Sign in with Apple JS: the SDK from Apple's CDN, its sign-in page in a frame or popup.
    enabled: (config) => config.appleClientId !== '',
    directives: {
      'script-src': ['https://appleid.cdn-apple.com'],
      'frame-src': ['https://appleid.apple.com'],
    },
  },
  {
    // https://developers.google.com/tag-platform/security/guides/csp (the tag, and GA4's collection).
    enabled: (config) => config.gtmId !== '',
    directives: {
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
    },
  },
];

/** The origin of an absolute apiBaseUrl (another host serves the API), else null ('/api' is 'self'). */
function apiOrigin(apiBaseUrl: string): string | null {
  if (!/^https?:\/\//i.test(apiBaseUrl)) return null;
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of the SPA's HTML. Scripts only from this origin (config.js is a
 * file, the page has no inline script) and from configured integrations; no 'unsafe-eval'. Emotion
 * injects <style> elements, so style-src alone has 'unsafe-inline'. Images: chat media comes from
 * carriers' hosts that cannot be listed ahead, so any https: image is allowed (images run no code);
 * plain http: is not, as it would be mixed content on the https site.
 */
export function spaContentSecurityPolicy(config: AppConfig): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'frame-src': [],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const api = apiOrigin(config.apiBaseUrl);
  if (api) directives['connect-src'].push(api);
  for (const integration of integrations) {
    if (!integration.enabled(config)) continue;
    for (const [name, sources] of Object.entries(integration.directives)) directives[name].push(...sources);
  }
  if (directives['frame-src'].length === 0) directives['frame-src'].push("'none'");
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
