import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer } from '../helpers/testServer';

let mockTracingLoaded = false;
jest.mock('../../src/metrics/tracing', () => {
  mockTracingLoaded = true;
  return jest.requireActual('../../src/metrics/tracing');
});

interface ReceivedSpan {
  name: string;
  traceId: string;
  parentSpanId?: string;
  attributes: { key: string; value: Record<string, string> }[];
}

/** A tiny OTLP/HTTP receiver: keeps the spans of every POST /v1/traces. */
async function startReceiver(): Promise<{ server: Server; url: string; spans: ReceivedSpan[] }> {
  const spans: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: ReceivedSpan[] }[] }[] };
        for (const resource of payload.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans };
}

test('without OTEL_EXPORTER_OTLP_ENDPOINT the tracing code is not even loaded', async () => {
  const server = await startTestServer();
  try {
    await server.app.inject({ method: 'GET', url: '/api/healthz' });
    expect(mockTracingLoaded).toBe(false);
  } finally {
    await stopTestServer(server);
  }
}, SERVER_START_TIMEOUT_MS);

test('with an OTLP endpoint each request becomes a server span named by its route pattern, joining the caller\'s trace', async () => {
  const receiver = await startReceiver();
  const server = await startTestServer({ OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/` });
  try {
    expect(mockTracingLoaded).toBe(true);
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    await server.app.inject({ method: 'GET', url: '/api/media/private-name-1.png', headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } });
  } finally {
    // Closing the app sends the spans still waiting.
    await stopTestServer(server);
    receiver.server.closeAllConnections();
    await new Promise((resolve) => receiver.server.close(resolve));
  }
  const span = receiver.spans.find((candidate) => candidate.name === 'GET /api/media/:name');
  expect(span).toBeDefined();
  expect(span?.traceId).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  expect(span?.parentSpanId).toBe('00f067aa0ba902b7');
  expect(span?.attributes).toContainEqual({ key: 'http.route', value: { stringValue: '/api/media/:name' } });
  expect(JSON.stringify(receiver.spans)).not.toContain('private-name-1');
}, SERVER_START_TIMEOUT_MS);
