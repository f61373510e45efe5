import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { startMetricsListener } from './metricsListener';
import { routeLabelOf } from './routeLabel';

/**
 * Times every answered request by its route pattern, opens the METRICS_PORT listener once the
 * app listens, and turns request tracing on when an OTLP endpoint is configured (only then is
 * the tracing code loaded).
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { metrics, config } = ctx;
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(routeLabelOf(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  if (config.otlpEndpoint) (await import('./tracing.js')).traceRequests(app, config.otlpEndpoint, config.logIdentity, app.log);
  if (config.metricsPort > 0) {
    let listener: Server | undefined;
    app.addHook('onListen', async () => {
      listener = (await startMetricsListener(metrics, config.host, config.metricsPort)).server;
      app.log.info({ port: config.metricsPort }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (listener) await new Promise((resolve) => listener?.close(resolve));
    });
  }
}
