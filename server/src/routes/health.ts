import { failureSchema } from '../http/schemas';
import type { Readiness } from '../http/readiness';
import type { RouteModule } from './RouteModule';

const statusSchema = (status: string) => ({ type: 'object', required: ['status'], properties: { status: { type: 'string', enum: [status] } } }) as const;

/**
 * Liveness and readiness for orchestrators and load balancers: public, tiny, never cached (the
 * API scope sends no-store). healthz touches nothing but the process; readyz asks the database.
 */
export function healthRoutes(readiness: Readiness): RouteModule {
  return async (app) => {
    app.get(
      '/healthz',
      {
        schema: {
          tags: ['operations'],
          summary: 'Liveness: 200 while the process runs (the database is not asked)',
          response: { 200: statusSchema('alive') },
        },
      },
      async () => ({ status: 'alive' }),
    );

    app.get(
      '/readyz',
      {
        schema: {
          tags: ['operations'],
          summary: 'Readiness: 200 when the database answers (on a connection of its own, so a busy pool is not a dead database); 503 otherwise and from SIGTERM on',
          response: { 200: statusSchema('ready'), 503: failureSchema },
        },
      },
      async (_request, reply) => {
        const reasons = await readiness.notReadyReasons();
        if (reasons.length === 0) return { status: 'ready' };
        return reply.status(503).send({ failure: `Not ready: ${reasons.join(', ')}.` });
      },
    );
  };
}
