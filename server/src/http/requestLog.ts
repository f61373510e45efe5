import type { FastifyInstance } from 'fastify';

/** Asked every second by each balancer and orchestrator: at info they would drown the log. */
const PROBES = new Set(['/api/healthz', '/api/readyz']);

/**
 * One log line per request, when it is answered: method, address (secrets redacted by the
 * logger's serializer), status and time. Probes only at debug level, where a request is also
 * logged as it arrives.
 */
export function logOneLinePerRequest(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'request received');
  });
  app.addHook('onResponse', async (request, reply) => {
    const probe = PROBES.has(request.url.split('?')[0]);
    request.log[probe ? 'debug' : 'info']({ req: request, res: { statusCode: reply.statusCode }, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  });
}
