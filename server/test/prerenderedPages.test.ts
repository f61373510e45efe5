import fs from 'node:fs';
import path from 'node:path';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, type TestServer } from './helpers/testServer';

/**
 * Paint before JavaScript: /app/login, /app/register and /app/forgot-password answer
 * index.html with the page in #root, rendered with the deployment's configuration by the build's
 * prerender bundle (here its source, src/prerender.tsx, through Jest's modules); every
 * other /app address gets the frame; without the bundle the plain index.html is served.
 */

// As the build writes it: minified, the root element's quotes dropped, the app's scripts deferred.
const APP_SCRIPTS = ['/app/assets/runtime.1a.js', '/app/assets/8747.2b.js', '/app/assets/main.3c.js'];
const INDEX_HTML = `<!doctype html><html><head><title>SPA</title><script src=/app/early-submit.js defer></script>${APP_SCRIPTS.map((src) => `<script defer src=${src}></script>`).join('')}</head><body><div id=root></div></body></html>`;
/** The app's own <script defer> tags left in a page. */
const appScriptTags = (html: string) => html.match(/<script defer src=\/app\/assets\/[^>]+><\/script>/g) ?? [];
const screensSource = path.resolve(__dirname, '../../src/prerender.tsx');

/** A stand-in build: index.html, and (unless `withBundle` is false) the prerender bundle beside dist/. */
function writeBuild(config: TestServer['config'], { withBundle = true, bundle = `module.exports = require(${JSON.stringify(screensSource)});\n` } = {}): void {
  fs.mkdirSync(config.distDir, { recursive: true });
  fs.writeFileSync(path.join(config.distDir, 'index.html'), INDEX_HTML);
  if (!withBundle) return;
  const bundleDir = `${config.distDir}-prerender`;
  fs.mkdirSync(bundleDir, { recursive: true });
  fs.writeFileSync(path.join(bundleDir, 'screens.js'), bundle);
}

/** A server with a build in place, and every line it logs. */
async function serverWith(env: Record<string, string>, build: Parameters<typeof writeBuild>[1] = {}) {
  const lines: string[] = [];
  const server = await startTestServer({ LOG_LEVEL: 'info', ...env }, { logStream: { write: (line) => void lines.push(line) } });
  writeBuild(server.config, build);
  return { server, lines };
}

const rootOf = (html: string) => /<div id="root"([^>]*)>([\s\S]*)<\/div><\/body>/.exec(html);

describe('with the prerender bundle', () => {
  let server: TestServer;
  let lines: string[];
  beforeAll(async () => {
    ({ server, lines } = await serverWith({ BRAND_NAME: 'Acme Phone', GOOGLE_SIGNIN: 'true', APPLE_SIGNIN: 'false' }));
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => stopTestServer(server));

  test.each([
    ['/app/login', '/login', ['Log in', 'Email', 'Password', 'LOG IN']],
    ['/app/', '/', ['Log in', 'Email', 'Password', 'LOG IN']],
    ['/app/register', '/register', ['Sign up', 'First name', 'Last name', 'Email', 'Confirm password', 'I agree to the terms &amp; conditions']],
    ['/app/forgot-password', '/forgot-password', ['Forgot password', 'Email', 'SEND LINK']],
  ])('%s arrives with its form in #root, marked for hydration', async (url, appPath, texts) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    const root = rootOf(response.body);
    expect(root?.[1]).toMatch(new RegExp(` data-prerendered="${appPath}" data-config="[0-9a-z]+"`));
    const markup = root?.[2] ?? '';
    for (const text of texts) expect(markup).toContain(`>${text}<`);
    expect(markup).toMatch(/<input[^>]*name="email"/);
    // The deployment's configuration: its brand, Google's button but not Apple's.
    expect(markup).toContain('Acme Phone');
    expect(markup.includes('Sign in with Google')).toBe(appPath !== '/forgot-password');
    expect(markup).not.toContain('Sign in with Apple');
    // The page's own submit does nothing until the script runs (method "dialog": no native GET with the password in it).
    expect(markup).toMatch(/<button type="submit"[^>]* formMethod="dialog"/);
    // No inline script: the CSP allows none.
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)/);
    // The app's scripts start after the first paint (public/load-after-paint.js), in the build's order; presses meanwhile are kept.
    expect(appScriptTags(response.body)).toEqual([]);
    expect(response.body).toContain(`<script defer src="/app/load-after-paint.js" data-scripts="${APP_SCRIPTS.join(' ')}"></script>`);
    expect(response.body).toContain('<script src=/app/early-submit.js defer></script>');
  });

  test.each(['/app/dashboard/calls', '/app/pricing', '/app/no-such-page'])('%s paints the frame (header and spinner), not a blank page', async (url) => {
    const response = await server.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root?.[1]).toBe(' data-frame=""');
    expect(root?.[2]).toContain('Acme Phone');
    expect(root?.[2]).toContain('aria-label="Loading page"');
    expect(root?.[2]).not.toContain('<form');
    // A frame needs the scripts for anything to show: they stay deferred, fetched as early as the browser likes.
    expect(appScriptTags(response.body)).toHaveLength(APP_SCRIPTS.length);
    expect(response.body).not.toContain('load-after-paint.js');
  });

  test('a prerendered page is revalidated and compressed like index.html', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/app/login', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    const again = await server.app.inject({ method: 'GET', url: '/app/login', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const register = await server.app.inject({ method: 'GET', url: '/app/register', headers: { 'if-none-match': etag } });
    expect(register.statusCode).toBe(200);
  });

  test('nothing was logged as failed', () => {
    expect(lines.filter((line) => /prerender/i.test(line))).toEqual([]);
  });
});

test('another deployment\'s configuration renders other markup: no Google button when it is switched off', async () => {
  const { server } = await serverWith({ BRAND_NAME: 'Other Phone', GOOGLE_SIGNIN: 'false', APPLE_SIGNIN: 'true' });
  try {
    const markup = rootOf((await server.app.inject({ method: 'GET', url: '/app/login' })).body)?.[2] ?? '';
    expect(markup).toContain('Other Phone');
    expect(markup).not.toContain('Sign in with Google');
    expect(markup).toContain('Sign in with Apple');
  } finally {
    await stopTestServer(server);
  }
}, SERVER_START_TIMEOUT_MS);

test.each([
  ['missing', { withBundle: false }, /No prerender bundle at/],
  ['throwing', { bundle: 'exports.renderScreens = async () => { throw new Error("broken bundle"); };\n' }, /Prerendering the pages failed/],
])('a %s prerender bundle: the plain index.html is served, and that is logged once', async (_case, build, logged) => {
  const { server, lines } = await serverWith({}, build);
  try {
    for (const url of ['/app/login', '/app/register', '/app/dashboard/calls']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
    expect(lines.filter((line) => logged.test(line))).toHaveLength(1);
  } finally {
    await stopTestServer(server);
  }
}, SERVER_START_TIMEOUT_MS);
