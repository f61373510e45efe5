import type { FastifyRequest } from 'fastify';

/** Requests the router matched no route for: one label for all of them, never their addresses. */
export const UNMATCHED_ROUTE = 'unmatched';

/** The route pattern a request matched (/api/media/:name), never its address: ids would explode the series and may be personal. */
export function routeLabelOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}
