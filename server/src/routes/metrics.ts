import { failureSchema } from '../http/schemas';
import type { RouteModule } from './RouteModule';
import { carriesMetricsToken } from '../metrics/metricsAccess';

export const METRICS_TOKEN_REFUSED = 'This endpoint needs Authorization: Bearer with the metrics token.';

/**
 * GET /api/metrics for Prometheus, registered only when METRICS_TOKEN is set: without it the
 * endpoint does not exist (404) and the series are served on METRICS_PORT alone, if at all.
 */
export const metricsRoutes: RouteModule = async (app, ctx) => {
  app.get(
    '/metrics',
    {
      schema: {
        tags: ['operations'],
        summary: 'Prometheus metrics of this instance (text exposition format)',
        description:
          'Exists only when the server is configured with a metrics token, and answers only `Authorization: Bearer <token>` (401 otherwise). ' +
          'Each instance reports its own series: scrape every instance, not the load balancer.',
        security: [{ metricsToken: [] }],
        response: { 200: { type: 'string', description: 'Prometheus text format 0.0.4' }, 401: failureSchema },
      },
    },
    async (request, reply) => {
      if (!carriesMetricsToken(request.headers.authorization, ctx.config.metricsToken)) {
        return reply.status(401).header('www-authenticate', 'Bearer').send({ failure: METRICS_TOKEN_REFUSED });
      }
      const { contentType, body } = await ctx.metrics.scrape();
      return reply.type(contentType).send(body);
    },
  );
};
