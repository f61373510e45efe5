import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from '../lib/logger';
import { routeLabelOf } from './routeLabel';

/** Spans sent in one export at most, and how often the ones waiting are sent. */
const BATCH_SIZE = 512;
const EXPORT_INTERVAL_MS = 5_000;
/** Spans kept while the collector does not answer; beyond, new ones are dropped (tracing never grows the heap without bound). */
const MAX_QUEUED = 8_192;

/** OTLP span kind SERVER, status codes UNSET / ERROR. */
const SPAN_KIND_SERVER = 2;
const STATUS_UNSET = 0;
const STATUS_ERROR = 2;

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: { key: string; value: { stringValue: string } | { intValue: string } }[];
  status: { code: number };
}

/** A W3C traceparent a caller (a proxy, another service) sent: the request's span joins that trace. */
function parentOf(request: FastifyRequest): { traceId: string; spanId: string } | undefined {
  const header = request.headers.traceparent;
  const match = typeof header === 'string' ? /^00-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/.exec(header) : null;
  if (!match || /^0+$/.test(match[1]) || /^0+$/.test(match[2])) return undefined;
  return { traceId: match[1], spanId: match[2] };
}

const nanos = (ms: number) => (BigInt(Math.round(ms * 1000)) * 1000n).toString();

/**
 * One server span per request (method, route pattern, status: never the raw URL, whose ids and
 * query could be personal), sent in batches to `endpoint`/v1/traces as OTLP/HTTP JSON. Loaded
 * only when OTEL_EXPORTER_OTLP_ENDPOINT is set. A collector that is down costs dropped spans and
 * one warning per outage, never a failed request.
 */
export function traceRequests(app: FastifyInstance, endpoint: string, identity: { release: string; instance: string }, log: Logger): void {
  const url = `${endpoint}/v1/traces`;
  const queue: Span[] = [];
  let warned = false;
  const resource = {
    attributes: [
      { key: 'service.name', value: { stringValue: 'api' } },
      { key: 'service.version', value: { stringValue: identity.release } },
      { key: 'service.instance.id', value: { stringValue: identity.instance } },
    ],
  };

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const spans = queue.splice(0, BATCH_SIZE);
      const body = { resourceSpans: [{ resource, scopeSpans: [{ scope: { name: 'api-requests' }, spans }] }] };
      try {
        const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        if (!response.ok) throw new Error(`the collector answered ${response.status}`);
        warned = false;
      } catch (error) {
        if (!warned) log.warn({ err: error, endpoint }, 'request traces could not be sent: they are dropped until the collector answers');
        warned = true;
        return;
      }
    }
  }

  const timer = setInterval(() => void flush(), EXPORT_INTERVAL_MS);
  timer.unref();
  app.addHook('onResponse', async (request, reply) => {
    if (queue.length >= MAX_QUEUED) return;
    const end = Date.now();
    const parent = parentOf(request);
    const route = routeLabelOf(request);
    queue.push({
      traceId: parent?.traceId ?? randomBytes(16).toString('hex'),
      spanId: randomBytes(8).toString('hex'),
      ...(parent ? { parentSpanId: parent.spanId } : {}),
      name: `${request.method} ${route}`,
      kind: SPAN_KIND_SERVER,
      startTimeUnixNano: nanos(end - reply.elapsedTime),
      endTimeUnixNano: nanos(end),
      attributes: [
        { key: 'http.request.method', value: { stringValue: request.method } },
        { key: 'http.route', value: { stringValue: route } },
        { key: 'http.response.status_code', value: { intValue: String(reply.statusCode) } },
      ],
      status: { code: reply.statusCode >= 500 ? STATUS_ERROR : STATUS_UNSET },
    });
    if (queue.length >= BATCH_SIZE) void flush();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
}
