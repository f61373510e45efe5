import { escapeHtml, htmlDocument } from '../pages/htmlPage';
import { apiReferenceCss } from './apiReferenceCss';
import { schemaHtml, type JsonSchema } from './schemaHtml';

/** The parts of an OpenAPI 3 document the reference shows (as @fastify/swagger writes it). */
interface Operation {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  info?: { title?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

interface Entry {
  method: string;
  path: string;
  operation: Operation;
}

function entriesByTag(doc: OpenApiDocument): Map<string, Entry[]> {
  const byTag = new Map<string, Entry[]>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return new Map([...byTag.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

const anchorOf = (entry: Entry) => `${entry.method}-${entry.path}`.replace(/[^A-Za-z0-9]+/g, '-');

function bodyHtml(content: Record<string, { schema?: JsonSchema }> | undefined): string {
  if (!content) return '';
  return Object.entries(content)
    .map(([type, { schema }]) => `<p class="ref-type">${escapeHtml(type)}</p>${schema ? schemaHtml(schema) : ''}`)
    .join('');
}

function parametersHtml(parameters: Operation['parameters']): string {
  if (!parameters || parameters.length === 0) return '';
  const rows = parameters
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' <span class="ref-required">required</span>' : ''}</td><td>${escapeHtml(parameter.in)}</td><td>${parameter.schema ? schemaHtml(parameter.schema) : ''}${parameter.description ? `<p>${escapeHtml(parameter.description)}</p>` : ''}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><div class="ref-scroll"><table><thead><tr><th>Name</th><th>In</th><th>Value</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function responsesHtml(responses: Operation['responses']): string {
  if (!responses) return '';
  const items = Object.entries(responses)
    .map(([status, response]) => `<li><p><span class="ref-status">${escapeHtml(status)}</span> ${escapeHtml(response.description ?? '')}</p>${bodyHtml(response.content)}</li>`)
    .join('');
  return `<h4>Responses</h4><ul class="ref-responses">${items}</ul>`;
}

function operationHtml(entry: Entry): string {
  const { method, path, operation } = entry;
  const needsToken = (operation.security?.length ?? 0) > 0;
  return `<section class="ref-operation" id="${anchorOf(entry)}">
<h3><span class="ref-method ref-method--${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
${operation.summary ? `<p class="ref-summary">${escapeHtml(operation.summary)}</p>` : ''}
${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
<p class="ref-auth">${needsToken ? 'Needs <code>Authorization: Token …</code>' : 'No sign-in needed'}</p>
${parametersHtml(operation.parameters)}
${operation.requestBody ? `<h4>Request body</h4>${bodyHtml(operation.requestBody.content)}` : ''}
${responsesHtml(operation.responses)}
</section>`;
}

/**
 * The API reference a person reads at /api/docs: every operation of the OpenAPI document,
 * grouped by tag, rendered here so that no script and no outside site is needed (the page's
 * policy allows none). The same document stays available as JSON at /api/docs/json.
 */
export function apiReferencePage(doc: OpenApiDocument): string {
  const groups = entriesByTag(doc);
  const title = doc.info?.title ?? 'API';
  const contents = [...groups.entries()]
    .map(([tag, entries]) => `<li><a href="#tag-${escapeHtml(tag)}">${escapeHtml(tag)}</a> <span class="ref-count">${entries.length}</span></li>`)
    .join('');
  const sections = [...groups.entries()]
    .map(([tag, entries]) => `<section class="ref-tag" id="tag-${escapeHtml(tag)}"><h2>${escapeHtml(tag)}</h2>${entries.map(operationHtml).join('\n')}</section>`)
    .join('\n');
  return htmlDocument({
    title: `${title} reference`,
    followsColorScheme: true,
    head: `<style>${apiReferenceCss}</style>`,
    body: `<header><h1>${escapeHtml(title)} reference</h1>
<p>${escapeHtml(doc.info?.description ?? '')}</p>
<p>The same document as OpenAPI JSON: <a href="/api/docs/json">/api/docs/json</a></p></header>
<nav aria-label="Sections"><ul class="ref-contents">${contents}</ul></nav>
<main>
${sections}
</main>`,
  });
}
