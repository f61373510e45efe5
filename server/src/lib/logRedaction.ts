import type { FastifyServerOptions } from 'fastify';

/** Where log lines go instead of stdout (tests capture them). */
export interface LogDestination {
  write(line: string): void;
}

const REDACTED = '[redacted]';

/** Query and fragment parameters that carry secrets: link tokens, ID tokens, nonces, codes, event stream tickets. */
const SECRET_PARAMETERS = /([?&#;](?:token|ticket|verified|id_token|idtoken|access_token|credential|nonce|code|authcode|password|secret|key|signature)=)[^&#;\s"'<>]*/gi;
/** Paths whose last segment is a secret (a sign-in link token, a Google ID token), matched or not by a route. */
const SECRET_PATH_SEGMENTS = /(\/(?:verifytoken|webgoogleverifyidtoken)\/)[^/?#\s"'<>]+/gi;
/** A token in an Authorization-style value written out in text. */
const SCHEME_TOKENS = /\b(Token|Bearer|Basic) [A-Za-z0-9._~+/=-]{8,}/g;
/** Route parameters (`:token` in a route's path) that carry secrets, for routes added later. */
const SECRET_ROUTE_PARAMETERS = new Set(['token', 'credential', 'idtoken', 'nonce']);

/** Fields never to be written, wherever they appear (one level deep, as pino's redact paths allow). */
const SECRET_FIELDS = [
  'password',
  'current_password',
  'new_password',
  'confirm_password',
  'token',
  'user_token',
  'idtoken',
  'id_token',
  'credential',
  'authcode',
  'nonce',
  'recaptcha_token',
  /** A one-time card token: single-use, but a payment credential all the same. */
  'card_token',
  /** The key a registering browser keeps for the verification link's sign-in. */
  'browser_key',
  /** A live-activity stream's ticket: single-use and short-lived, but a credential until used. */
  'ticket',
  /** A port's transfer PIN and account number: the losing carrier's credentials. */
  'pin',
  'account_number',
  'authorization',
  'cookie',
  'set-cookie',
];

/** `text` with every secret it may carry (link tokens, ID tokens, nonces, Authorization values) replaced. */
export function redactSecretsInText(text: string): string {
  return text.replace(SECRET_PARAMETERS, `$1${REDACTED}`).replace(SECRET_PATH_SEGMENTS, `$1${REDACTED}`).replace(SCHEME_TOKENS, `$1 ${REDACTED}`);
}

/** A request URL for the log: secrets in its query and in the secret parameters of its route replaced. */
export function redactRequestUrl(url: string, routePattern?: string): string {
  let redacted = url;
  if (routePattern?.includes(':')) {
    const queryAt = url.search(/[?#]/);
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const patternSegments = routePattern.split('/');
    const pathSegments = path.split('/').map((segment, index) => {
      const name = patternSegments[index]?.startsWith(':') ? patternSegments[index].slice(1) : '';
      return SECRET_ROUTE_PARAMETERS.has(name.toLowerCase()) ? REDACTED : segment;
    });
    redacted = pathSegments.join('/') + (queryAt === -1 ? '' : url.slice(queryAt));
  }
  return redactSecretsInText(redacted);
}

interface LoggedRequest {
  method?: string;
  url?: unknown;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
  routeOptions?: { url?: string };
}

/**
 * Pino options for the server's log. Every line goes through redaction: the request line's URL
 * (reset, verification and sign-in link tokens, ID tokens in paths, nonces), mailed links logged
 * by the sandbox outbox, any secret-named field one level deep (passwords, tokens, Authorization
 * and Cookie headers), and secrets written into a message's text. No headers or bodies are
 * logged at all; the redaction of those fields is for whatever a future line adds.
 */
export function loggerOptions(level: string, stream?: LogDestination, identity?: { release: string; instance: string }): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    // Which release and which instance wrote each line (several run behind a balancer).
    ...(identity ? { base: { release: identity.release, instance: identity.instance } } : {}),
    ...(stream ? { stream } : {}),
    redact: {
      paths: [...SECRET_FIELDS.flatMap((field) => [`["${field}"]`, `*["${field}"]`]), 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      censor: REDACTED,
    },
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: typeof request.url === 'string' ? redactRequestUrl(request.url, request.routeOptions?.url) : undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      /** The sandbox outbox logs each mail's links: their tokens stay in the outbox file only. */
      links: (links: unknown) => (Array.isArray(links) ? links.map((link) => (typeof link === 'string' ? redactSecretsInText(link) : link)) : links),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? redactSecretsInText(arg) : arg)) as Parameters<typeof method>,
        );
      },
    },
  };
}
