import type { TestServer } from './testServer';

export type JsonSchema = Record<string, unknown>;

/** One operation of /api/docs, with what a request to it may carry. */
export interface ApiOperation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** OpenAPI path, e.g. /api/webdeletechat/{chatId}. */
  path: string;
  /** A token is required (an empty requirement among the alternatives makes it optional). */
  authenticated: boolean;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema }[];
  /** The JSON body schema, if the operation takes one. */
  body: JsonSchema | null;
  multipart: boolean;
}

interface OpenApiParameter {
  name: string;
  in: string;
  schema?: JsonSchema;
}

interface OpenApiOperation {
  security?: unknown[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation the running app documents: new routes are picked up without listing them. */
export async function apiOperations(server: TestServer): Promise<ApiOperation[]> {
  const doc = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      return {
        method: method.toUpperCase() as ApiOperation['method'],
        path,
        authenticated: (operation.security ?? []).length > 0 && (operation.security ?? []).every((requirement) => Object.keys(requirement as object).length > 0),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? { type: 'string' } })),
        body: content['application/json']?.schema ?? null,
        multipart: 'multipart/form-data' in content,
      };
    }),
  );
}

/**
 * Percent-encodes text for a URL as a hostile client would send it: an unpaired surrogate (which
 * encodeURIComponent refuses) as the three bytes of its code point (%ED%A0%80 for U+D800), which
 * are not UTF-8.
 */
export function encodeUrlText(text: string): string {
  let encoded = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    const lone = char.length === 1 && code >= 0xd800 && code <= 0xdfff;
    encoded += lone ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('') : encodeURIComponent(char);
  }
  return encoded;
}

/** The URL of an operation with its path parameters filled (encoded) and a query string. */
export function urlOf(operation: ApiOperation, params: Record<string, string>, query: Record<string, string> = {}): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeUrlText(params[name] ?? 'x'));
  const search = Object.entries(query)
    .map(([name, value]) => `${encodeUrlText(name)}=${encodeUrlText(value)}`)
    .join('&');
  return search ? `${path}?${search}` : path;
}
