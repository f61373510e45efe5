import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller's (or a proxy's) id is kept when it is a plain token: nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the X-Request-Id the request came with (a balancer's or a client's, so one id
 * follows a request through every hop) when it is sane, else a new random UUID. Unique across
 * instances, unlike Fastify's per-process counter.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Names the request's id on its answer. */
export function echoRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
}

/**
 * Every answer names its request id, the one on each of the request's log lines (`reqId`); the
 * router's own refusals, which run no hook, do it in errorHandler.ts.
 */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => echoRequestId(request, reply));
}
