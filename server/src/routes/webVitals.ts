import { failureResponses } from '../http/schemas';
import { sourceAddress } from '../http/sourceAddress';
import type { RouteModule } from './RouteModule';
import type { WebVitalsReport } from '../../../src/contract/api';
import { VITAL_NAMES } from '../metrics/webVitals';


/** A route pattern as the SPA's router spells it (/dashboard/chats, /numbers/:id, /* for an unknown page): no query, no fragment. */
export const ROUTE_PATTERN = '^/[A-Za-z0-9/:._*-]{0,120}$';

const vitalsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['route', 'metrics'],
  properties: {
    route: { type: 'string', pattern: ROUTE_PATTERN, description: "The page's route pattern, never its address (no ids, no query)" },
    metrics: {
      type: 'array',
      minItems: 1,
      maxItems: VITAL_NAMES.length,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'value'],
        properties: {
          name: { type: 'string', enum: [...VITAL_NAMES] },
          // Milliseconds for LCP and INP (at most ten minutes), a score for CLS.
          value: { type: 'number', minimum: 0, maximum: 600_000 },
        },
      },
    },
  },
} as const;

/**
 * POST /api/vitals: the SPA's real-user Core Web Vitals, sampled (src/lib/webVitals). Public (a
 * visitor who is not signed in has a first paint too), nothing personal in it, limited per source.
 */
export const vitalsRoutes: RouteModule = async (app, ctx) => {
  app.post<{ Body: WebVitalsReport }>(
    '/vitals',
    {
      schema: {
        tags: ['operations'],
        summary: "Reports a page's Core Web Vitals (LCP, INP, CLS) for the metrics",
        description:
          'Sent by the SPA with navigator.sendBeacon for a sample of page views. The values feed the histograms web_vitals_lcp_seconds, ' +
          'web_vitals_inp_seconds and web_vitals_cls by route pattern at GET /api/metrics. Limited per source address (429 with Retry-After).',
        body: vitalsBodySchema,
        response: { ...failureResponses, 204: { type: 'null', description: 'Recorded' } },
      },
      preHandler: async (request) => ctx.rateLimits.vitals.check(sourceAddress(request), null),
    },
    async (request, reply) => {
      for (const { name, value } of request.body.metrics) ctx.metrics.vitals.observe(name, request.body.route, value);
      return reply.status(204).send();
    },
  );
};
