import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppMetrics } from './appMetrics';

/**
 * The metrics on a listener of their own (METRICS_PORT), for a port the load balancer does not
 * forward: GET /metrics answers the series without a token; anything else 404.
 */
export async function startMetricsListener(metrics: AppMetrics, host: string, port: number): Promise<{ server: Server; port: number }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at GET /metrics\n');
      return;
    }
    metrics.scrape().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      () => response.writeHead(500, { 'content-type': 'text/plain' }).end('The metrics could not be collected.\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { server, port: (server.address() as AddressInfo).port };
}
