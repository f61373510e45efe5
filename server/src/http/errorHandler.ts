import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { isDatabaseUnreachable } from '../db/connectionErrors';
import { HttpFailure } from './HttpFailure';
import { Busy } from './perUserConcurrency';
import { TooManyRequests } from './rateLimit';
import { echoRequestId } from './requestIds';
import { SEND_JSON } from './requireJsonBody';
import { securityHeaderSetter } from './securityHeaders';

/** Clearer words for the framework's own client errors, by Fastify error code. */
const messagesByCode: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SEND_JSON,
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty: send a JSON object.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body.',
};

/** 503's failure while the database cannot be reached (restarting, connections lost). */
export const DATABASE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a few seconds.';
/** A restart or a failover takes seconds: the caller may try again this soon. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function clientErrorMessage(error: FastifyError): string {
  if (error.validation) return `Invalid request: ${error.message}.`;
  if (error.code && messagesByCode[error.code]) return messagesByCode[error.code];
  // JSON.parse's own SyntaxError carries statusCode 400 but no Fastify code.
  if (error instanceof SyntaxError) return 'Request body is not valid JSON.';
  return error.message;
}

/**
 * Every error leaves as `{ failure }`: 4xx with a message the caller can act on, 5xx with a fixed
 * text (the details go to the log, never to the client). A database that cannot be reached is a
 * 503 with Retry-After, logged once per outage by db/databaseOutages.ts rather than per request.
 */
export function handleError(this: FastifyInstance, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpFailure) {
    if (error instanceof TooManyRequests || error instanceof Busy) reply.header('retry-after', String(error.retryAfterSeconds));
    if (error instanceof TooManyRequests && error.resetPath) return reply.status(429).send({ failure: error.message, reset_path: error.resetPath });
    return reply.status(error.statusCode).send({ failure: error.message });
  }
  if (isDatabaseUnreachable(error)) {
    request.log.debug({ err: error }, 'database unreachable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return reply.status(503).send({ failure: DATABASE_UNAVAILABLE });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    request.log.info({ code: error.code, message: error.message }, 'client error');
    return reply.status(status).send({ failure: clientErrorMessage(error) });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ failure: 'Internal Server Error' });
}

/** 404 for API paths nobody serves, in the same shape as every other failure. */
export function handleApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ failure: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

/** What the router's own refusals say (it refuses before any hook or handler runs). */
const frameworkMessages: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed %-escape or bytes that are not UTF-8.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * Fastify's `frameworkErrors`: the router refuses an address it cannot decode before any hook
 * runs, so its answer would go out bare. This one carries the security headers and the `{ failure }`
 * shape like every other answer, and is never cached.
 */
export function answerFrameworkError(config: ServerConfig) {
  const setSecurityHeaders = securityHeaderSetter(config);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    setSecurityHeaders(request, reply);
    echoRequestId(request, reply);
    reply.header('cache-control', 'no-store');
    const status = error.statusCode ?? 400;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed in the router');
      return reply.status(500).send({ failure: 'Internal Server Error' });
    }
    request.log.info({ code: error.code }, 'refused by the router');
    return reply.status(status).send({ failure: (error.code && frameworkMessages[error.code]) ?? 'The request could not be read.' });
  };
}
