import type { FastifyInstance } from 'fastify';
import { pageContentSecurityPolicy } from '../pages/htmlPage';
import { apiReferencePage, type OpenApiDocument } from './apiReferencePage';

/** A browser asks for HTML first; fetch, curl and tools ask for anything and get the JSON document. */
function wantsHtml(accept: string | undefined): boolean {
  return accept !== undefined && /(^|,)\s*text\/html\b/.test(accept);
}

/**
 * The OpenAPI document: /api/docs reads as a reference in a browser and as JSON to every other
 * client (as it always has); /api/docs/json is always JSON.
 */
export function registerDocsRoutes(api: FastifyInstance, openApiDocument: () => unknown): void {
  let page: string | undefined;
  api.get('/docs', { schema: { hide: true } }, async (request, reply) => {
    if (!wantsHtml(request.headers.accept)) return openApiDocument();
    // The document is fixed once the routes are registered: rendered once.
    page ??= apiReferencePage(openApiDocument() as OpenApiDocument);
    return reply.type('text/html; charset=utf-8').header('content-security-policy', pageContentSecurityPolicy).send(page);
  });
  api.get('/docs/json', { schema: { hide: true } }, async () => openApiDocument());
}
