import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import type { AppContext } from '../src/appContext';
import { legalPageRoutes } from '../src/routes/legalPages';
import { setupTestServer } from './helpers/testServer';

const dir = mkdtempSync(join(tmpdir(), 'legal-'));
const termsFile = join(dir, 'terms.md');
const privacyFile = join(dir, 'privacy.txt');
writeFileSync(termsFile, '# Our terms\nYou pay before you use.\n\n- One number per plan\n- Cancel any time\n\n<script>alert(1)</script> stays text.');
writeFileSync(privacyFile, 'We keep what the service needs.\nNothing more.');

describe('with TERMS_FILE and PRIVACY_FILE', () => {
  const server = setupTestServer({ TERMS_FILE: termsFile, PRIVACY_FILE: privacyFile });

  test('the Terms page serves the configured text as a plain HTML page, under the pages’ policy', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/legal/terms' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<h1 class="pn-h1 pn-center">Terms &amp; conditions</h1>');
    expect(response.body).toContain('<h2 class="pn-h6">Our terms</h2>');
    expect(response.body).toContain('<p class="pn-body1">You pay before you use.</p>');
    expect(response.body).toContain('<li>One number per plan</li><li>Cancel any time</li>');
    expect(response.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; stays text.');
    expect(response.body).not.toContain('<script>');
    expect(response.body).not.toContain('Sample text');
  });

  test('the Privacy page serves its own file', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/legal/privacy' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Privacy policy');
    expect(response.body).toContain('We keep what the service needs.<br>Nothing more.');
    expect(response.body).not.toContain('Sample text');
  });
});

describe('without them', () => {
  const server = setupTestServer();

  test.each(['/api/legal/terms', '/api/legal/privacy'])('%s serves the shipped sample, clearly marked as one', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('role="note"');
    expect(response.body).toContain('Sample text: the operator of this service has not published its own yet');
  });
});

test('an unreadable TERMS_FILE stops the start with a message naming it (not a broken page for visitors)', async () => {
  const app = Fastify();
  const ctx = { config: { termsFile: join(dir, 'missing.md'), privacyFile: '' } } as unknown as AppContext;
  await expect(legalPageRoutes(app, ctx)).rejects.toThrow(/TERMS_FILE: cannot read/);
  await app.close();
});
