import { setupTestServer } from './helpers/testServer';

const server = setupTestServer();

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

interface Doc {
  paths: Record<string, Record<string, { summary?: string }>>;
}

describe('/api/docs: a reference a person can read, the OpenAPI JSON for tools', () => {
  test('a browser gets an HTML page with every operation of the document, under the pages policy', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs/json' })).json<Doc>();
    const response = await server.app.inject({ method: 'GET', url: '/api/docs', headers: { accept: browserAccept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(response.body).not.toMatch(/<script|https?:\/\/(?!localhost)[a-z]/i);

    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => ({ method, path, summary: item[method].summary })));
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path } of operations) {
      expect(response.body).toContain(`${method.toUpperCase()}</span> <code>${path.replace(/&/g, '&amp;')}</code>`);
    }
    expect(response.body).toContain('<a href="/api/docs/json">');
  });

  test('tools and scripts keep getting the JSON document at /api/docs, and always at /api/docs/json', async () => {
    for (const headers of [{}, { accept: '*/*' }, { accept: 'application/json' }]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/docs', headers });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<{ openapi: string }>().openapi).toMatch(/^3\./);
    }
    const json = await server.app.inject({ method: 'GET', url: '/api/docs/json', headers: { accept: browserAccept } });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });

  test('text from the document is escaped, never markup', async () => {
    const { apiReferencePage } = await import('../src/docs/apiReferencePage');
    const page = apiReferencePage({
      info: { title: 'Acme </style><script>alert(1)</script>' },
      paths: { '/api/x': { get: { summary: '<img src=x onerror=alert(1)>', tags: ['t<b>'], responses: { '200': { description: '<i>ok</i>' } } } } },
    });
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<img');
    expect(page).not.toContain('<i>ok');
    expect(page).toContain('&lt;img src=x');
  });
});
