import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { defaultConfig } from '../../src/config/appConfig';
import { spaContentSecurityPolicy } from '../src/static/contentSecurityPolicy';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { signupPayload } from './helpers/users';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, type TestServer } from './helpers/testServer';

/** Real mode: every provider configured, so config.js (and the CSP) names every integration. */
const ALL_INTEGRATIONS = {
  ...REAL_MODE_CREDENTIALS,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  RECAPTCHA_SITE_KEY: 'site-key',
  GOOGLE_CLIENT_ID: 'google-id',
  APPLE_CLIENT_ID: 'apple-id',
};

/** A stand-in build: index.html, a hashed bundle big enough to compress, an unhashed file. */
function writeDist(distDir: string): void {
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title><script src="/app/config.js"></script>');
  fs.writeFileSync(path.join(distDir, 'social-callback.html'), '<!doctype html><title>Signing in</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'main.0123456789.js'), 'console.log("bundle");\n'.repeat(500));
  // A lazy chunk, named by id and a 6-digit content hash as webpack.config.ts names them.
  fs.writeFileSync(path.join(distDir, 'assets', '1234.a1b2c3.js'), 'console.log("chunk");\n');
  fs.writeFileSync(path.join(distDir, 'assets', 'logo.abcdef0123.png'), Buffer.alloc(2048, 1));
  fs.writeFileSync(path.join(distDir, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
}

/** The policy as directive name → sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

async function startBuilt(env: Record<string, string> = {}): Promise<TestServer> {
  const server = await startTestServer(env);
  writeDist(server.config.distDir);
  return server;
}

function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url, headers });
}

describe('the SPA HTML', () => {
  let plain: TestServer;
  let integrated: TestServer;
  beforeAll(async () => {
    plain = await startBuilt();
    integrated = await startBuilt(ALL_INTEGRATIONS);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await stopTestServer(plain);
    await stopTestServer(integrated);
  });

  test.each(['/app/', '/app/login', '/app/dashboard/account?x=1', '/app/social-callback.html'])('%s carries a strict Content-Security-Policy', async (url) => {
    const response = await get(plain.app, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  test('no directive allows eval, and only style-src allows inline code', async () => {
    for (const app of [plain.app, integrated.app]) {
      const csp = parseCsp((await get(app, '/app/')).headers['content-security-policy']);
      for (const [name, sources] of csp) {
        expect(sources).not.toContain("'unsafe-eval'");
        if (name !== 'style-src') expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain('*');
        expect(sources).not.toContain('http:');
      }
    }
  });

  test('configured integrations add their documented hosts, and only those', async () => {
    const csp = parseCsp((await get(integrated.app, '/app/login')).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://accounts.google.com/gsi/client',
      'https://appleid.cdn-apple.com',
    ]);
    expect(csp.get('frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com', 'https://www.google.com/recaptcha/', 'https://accounts.google.com/gsi/', 'https://appleid.apple.com']),
    );
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.stripe.com', 'https://accounts.google.com/gsi/']);
  });

  test('each integration is added alone when only it is configured', () => {
    const only = (changes: Partial<typeof defaultConfig>) => parseCsp(spaContentSecurityPolicy({ ...defaultConfig, ...changes }));
    expect(only({ stripePublishableKey: 'pk' }).get('script-src')).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(only({ recaptchaSiteKey: 'k' }).get('script-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(only({ appleClientId: 'a' }).get('frame-src')).toEqual(['https://appleid.apple.com']);
    expect(only({ gtmId: 'GTM-1' }).get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com']);
  });

  test("an absolute apiBaseUrl adds its origin to connect-src; a relative one is 'self'", () => {
    const absolute = parseCsp(spaContentSecurityPolicy({ ...defaultConfig, apiBaseUrl: 'https://api.example.com/v1/' }));
    expect(absolute.get('connect-src')).toEqual(["'self'", 'https://api.example.com']);
    const relative = parseCsp(spaContentSecurityPolicy({ ...defaultConfig, apiBaseUrl: '/api' }));
    expect(relative.get('connect-src')).toEqual(["'self'"]);
  });
});

describe('HTML files of the web app', () => {
  const publicDir = path.resolve(__dirname, '../../public');
  const htmlFiles = fs.readdirSync(publicDir).filter((name) => name.endsWith('.html'));
  /** The service worker's offline page runs nothing at all. */
  const scriptFree = ['offline.html'];

  test.each(htmlFiles)('public/%s has no inline script or event handler attribute', (name) => {
    const html = fs.readFileSync(path.join(publicDir, name), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    if (scriptFree.includes(name)) expect(scripts).toEqual([]);
    else expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe('headers on every response', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBuilt();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => stopTestServer(server));

  test.each([
    ['GET', '/app/'],
    ['GET', '/app/config.js'],
    ['GET', '/app/assets/main.0123456789.js'],
    ['GET', '/api/webgetfeatureflag/migration_mode'],
    ['GET', '/api/user/webprofile'],
    ['POST', '/api/user/websignin/'],
    ['GET', '/api/nothing-here'],
    ['GET', '/nothing-here'],
  ])('%s %s has nosniff and a Referrer-Policy', async (method, url) => {
    const response = await server.app.inject({ method: method as 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('every API route answers with Cache-Control: no-store, whatever its status (a found demo picture is the one public exception, see seed.test)', async () => {
    const doc = (await get(server.app, '/api/docs')).json<{ paths: Record<string, Record<string, unknown>> }>();
    const requests = Object.entries(doc.paths).flatMap(([route, operations]) =>
      Object.keys(operations).map((method) => ({ method: method.toUpperCase(), url: route.replace(/\{[^}]+\}/g, '123') })),
    );
    expect(requests.length).toBeGreaterThan(40);
    for (const request of [...requests, { method: 'GET', url: '/api/docs' }, { method: 'GET', url: '/api/unknown' }]) {
      const response = await server.app.inject({ method: request.method as 'GET', url: request.url });
      expect({ ...request, cacheControl: response.headers['cache-control'] }).toEqual({ ...request, cacheControl: 'no-store' });
    }
  });
});

describe('Cross-Origin-Opener-Policy and Permissions-Policy', () => {
  let plain: TestServer;
  let integrated: TestServer;
  beforeAll(async () => {
    plain = await startBuilt();
    integrated = await startBuilt(ALL_INTEGRATIONS);
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await stopTestServer(plain);
    await stopTestServer(integrated);
  });

  // The sandbox sign-in popup: the SPA, the API's sign-in page, the callback page. Each keeps the
  // opener only while its policy is the opener's, so all of them carry one value.
  const popupChain = ['/app/login', '/api/sandbox/identity/google/authorize?redirect_uri=http%3A%2F%2Fapp.test%2Fapp%2Fsocial-callback.html&state=s', '/app/social-callback.html', '/api/webgetfeatureflag/migration_mode'];

  test('same-origin on every answer when no real Google or Apple sign-in is configured', async () => {
    for (const url of popupChain) {
      const response = await get(plain.app, url);
      expect({ url, status: response.statusCode, coop: response.headers['cross-origin-opener-policy'] }).toEqual({ url, status: 200, coop: 'same-origin' });
    }
  });

  test("same-origin-allow-popups with real Google or Apple sign-in: their popups hand the token back through window.opener", async () => {
    for (const url of ['/app/login', '/app/social-callback.html', '/api/webgetfeatureflag/migration_mode']) {
      expect((await get(integrated.app, url)).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    }
    const { GOOGLE_CLIENT_ID: _google, ...realWithoutGoogle } = REAL_MODE_CREDENTIALS;
    const onlyApple = await startTestServer({ ...realWithoutGoogle, GOOGLE_SIGNIN: 'off' });
    try {
      expect((await get(onlyApple.app, '/api/plans/')).headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    } finally {
      await stopTestServer(onlyApple);
    }
  }, SERVER_START_TIMEOUT_MS);

  /** The policy as feature → allow-list. */
  function parsePermissions(header: unknown): Map<string, string> {
    expect(typeof header).toBe('string');
    return new Map(String(header).split(/,\s*/).map((entry) => entry.split('=') as [string, string]));
  }

  test('Permissions-Policy denies camera, microphone, geolocation and other device access on pages and API answers', async () => {
    for (const url of ['/app/', '/app/dashboard/account', '/api/plans/', '/api/nothing-here']) {
      const policy = parsePermissions((await get(plain.app, url)).headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'usb', 'display-capture', 'midi', 'serial', 'hid']) {
        expect({ url, feature, allow: policy.get(feature) }).toEqual({ url, feature, allow: '()' });
      }
      expect(policy.get('payment')).toBe('(self)');
    }
  });

  test("payment (Apple Pay through the Payment Request API) is allowed to Stripe's frames when Stripe is configured", async () => {
    const policy = parsePermissions((await get(integrated.app, '/app/checkout')).headers['permissions-policy']);
    expect(policy.get('payment')).toBe('(self "https://js.stripe.com")');
    expect(policy.get('camera')).toBe('()');
  });
});

describe('framework errors look like every other answer: security headers and { failure }', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBuilt();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => stopTestServer(server));

  const json = { 'content-type': 'application/json' };
  test.each([
    ['bad URL encoding under /api', { method: 'GET', url: '/api/webgetfeatureflag/%E0%A4%A' }, 400],
    ['bad URL encoding under /app', { method: 'GET', url: '/app/%E0%A4%A' }, 400],
    ['bad URL encoding elsewhere', { method: 'GET', url: '/%E0%A4%A/x' }, 400],
    ['not UTF-8 (an encoded lone surrogate)', { method: 'GET', url: '/api/webdeletechat/%ED%A0%80' }, 400],
    ['an unknown API path', { method: 'GET', url: '/api/nothing-here' }, 404],
    ['an unknown API method', { method: 'DELETE', url: '/api/plans/' }, 404],
    ['an unknown path outside /api and /app', { method: 'GET', url: '/nothing-here' }, 404],
    ['a missing file under /app', { method: 'GET', url: '/app/assets/missing.0123456789.js' }, 404],
    ['a body over BODY_LIMIT', { method: 'POST', url: '/api/user/websignin/', headers: json, payload: JSON.stringify({ username: 'x'.repeat(70_000) }) }, 413],
    ['a content type nobody parses', { method: 'POST', url: '/api/user/websignin/', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }, 415],
    ['a form posted to the reset request', { method: 'POST', url: '/api/account/request-password-reset', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.test' }, 415],
    ['malformed JSON', { method: 'POST', url: '/api/user/websignin/', headers: json, payload: '{"username": ' }, 400],
    ['a NUL in JSON', { method: 'POST', url: '/api/user/newsignup', headers: json, payload: JSON.stringify({ ...signupPayload(), first_name: 'A\u0000' }) }, 400],
  ])('%s', async (_name, request, status) => {
    const response = await server.app.inject(request as InjectOptions);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Object.keys(response.json())).toEqual(['failure']);
    expect(typeof response.json().failure).toBe('string');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toContain('camera=()');
    if (request.url.startsWith('/api/') || status === 400) expect(response.headers['cache-control']).toBe('no-store');
  });

  test('a router refusal under an https PUBLIC_URL carries Strict-Transport-Security too', async () => {
    const https = await startTestServer({ PUBLIC_URL: 'https://phone.example.com' });
    try {
      const response = await get(https.app, '/api/webgetfeatureflag/%E0%A4%A');
      expect(response.statusCode).toBe(400);
      expect(response.headers['strict-transport-security']).toBe('max-age=63072000');
    } finally {
      await stopTestServer(https);
    }
  }, SERVER_START_TIMEOUT_MS);
});

describe('Strict-Transport-Security', () => {
  const started: TestServer[] = [];
  async function hstsOf(env: Record<string, string>, headers: Record<string, string> = {}) {
    const server = await startTestServer(env);
    started.push(server);
    return (await get(server.app, '/api/webgetfeatureflag/migration_mode', headers)).headers['strict-transport-security'];
  }
  afterAll(async () => {
    for (const server of started) await stopTestServer(server);
  });

  test('is sent when PUBLIC_URL is https', async () => {
    expect(await hstsOf({ PUBLIC_URL: 'https://phone.example.com' })).toBe('max-age=63072000');
  }, SERVER_START_TIMEOUT_MS);

  test('is not sent over plain http, nor for an X-Forwarded-Proto from an untrusted peer', async () => {
    expect(await hstsOf({ PUBLIC_URL: 'http://app.test' }, { 'x-forwarded-proto': 'https' })).toBeUndefined();
  }, SERVER_START_TIMEOUT_MS);

  test('follows X-Forwarded-Proto: https from a trusted proxy (TRUST_PROXY)', async () => {
    expect(await hstsOf({ PUBLIC_URL: 'http://app.test', TRUST_PROXY: 'loopback' }, { 'x-forwarded-proto': 'https' })).toBe('max-age=63072000');
  }, SERVER_START_TIMEOUT_MS);
});

describe('static files: caching and compression', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startBuilt();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => stopTestServer(server));
  const bundle = () => fs.readFileSync(path.join(server.config.distDir, 'assets', 'main.0123456789.js'));

  test('content-hashed assets are cached for a year, immutable', async () => {
    for (const url of ['/app/assets/main.0123456789.js', '/app/assets/1234.a1b2c3.js', '/app/assets/logo.abcdef0123.png']) {
      expect((await get(server.app, url)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('index.html, its fallback, unhashed files and config.js are revalidated (no-cache)', async () => {
    for (const url of ['/app/', '/app/login', '/app/favicon.svg', '/app/social-callback.html', '/app/config.js']) {
      expect((await get(server.app, url)).headers['cache-control']).toBe('no-cache');
    }
  });

  test('a revalidated file still current answers 304 with no body; a rebuilt one answers anew', async () => {
    const first = await get(server.app, '/app/login', { 'accept-encoding': 'gzip, br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-z]+-[0-9a-z]+"$/);
    // The index.html fallback of every route is one file: one tag.
    expect((await get(server.app, '/app/dashboard/account')).headers.etag).toBe(etag);
    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await get(server.app, '/app/login', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      // A 304 refreshes the stored headers: the policy goes with it.
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      expect(again.headers['cache-control']).toBe('no-cache');
    }
    expect((await get(server.app, '/app/login', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);

    const indexFile = path.join(server.config.distDir, 'index.html');
    fs.writeFileSync(indexFile, `${fs.readFileSync(indexFile, 'utf8')}<!-- rebuilt -->`);
    const rebuilt = await get(server.app, '/app/login', { 'if-none-match': etag });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.body).toContain('<!-- rebuilt -->');
    expect(rebuilt.headers.etag).not.toBe(etag);
  });

  test('content-hashed files carry no validator: they are never asked for again', async () => {
    const response = await get(server.app, '/app/assets/main.0123456789.js', { 'if-none-match': '*' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeUndefined();
  });

  test('brotli when accepted, else gzip, else identity; always Vary: Accept-Encoding', async () => {
    const br = await get(server.app, '/app/assets/main.0123456789.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(bundle())).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(bundle().length / 5);

    const gz = await get(server.app, '/app/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).equals(bundle())).toBe(true);

    const refused = await get(server.app, '/app/assets/main.0123456789.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.headers.vary).toBe('Accept-Encoding');
    expect(refused.rawPayload.equals(bundle())).toBe(true);

    const none = await get(server.app, '/app/assets/main.0123456789.js');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload.equals(bundle())).toBe(true);
  });

  test('SVG is compressed; images already compressed and tiny files are not', async () => {
    expect((await get(server.app, '/app/favicon.svg', { 'accept-encoding': 'gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get(server.app, '/app/assets/logo.abcdef0123.png', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBeUndefined();
    expect((await get(server.app, '/app/', { 'accept-encoding': 'gzip, br' })).headers['content-encoding']).toBeUndefined();
  });

  test("the build's own compressed copies are served as they are; one older than its file is not", async () => {
    const file = path.join(server.config.distDir, 'assets', '2345.b2c3d4.js');
    const content = 'console.log("precompressed");\n'.repeat(200);
    fs.writeFileSync(file, content);
    // Made the build's way (quality 9), and told apart from one the server would make (quality 4).
    const buildCopy = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    fs.writeFileSync(`${file}.br`, buildCopy);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 1 }));
    const br = await get(server.app, '/app/assets/2345.b2c3d4.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(buildCopy)).toBe(true);
    const gz = await get(server.app, '/app/assets/2345.b2c3d4.js', { 'accept-encoding': 'gzip' });
    expect(gz.rawPayload.equals(fs.readFileSync(`${file}.gz`))).toBe(true);

    // A copy left over from an earlier build (older than the file): compressed anew from the file.
    const stale = path.join(server.config.distDir, 'assets', '3456.c3d4e5.js');
    fs.writeFileSync(`${stale}.br`, zlib.brotliCompressSync('console.log("old build");'));
    fs.writeFileSync(stale, content);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(`${stale}.br`, past, past);
    const fresh = await get(server.app, '/app/assets/3456.c3d4e5.js', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(fresh.rawPayload).toString()).toBe(content);
  });

  test('a rebuilt file is served anew, not from the compressed copy of the old one', async () => {
    const file = path.join(server.config.distDir, 'assets', 'main.0123456789.js');
    await get(server.app, '/app/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    fs.writeFileSync(file, 'console.log("rebuilt");\n'.repeat(400));
    const after = await get(server.app, '/app/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(after.rawPayload).toString()).toBe('console.log("rebuilt");\n'.repeat(400));
  });
});
