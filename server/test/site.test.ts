import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { SERVER_START_TIMEOUT_MS, startTestServer, stopTestServer, setupTestServer, type TestServer } from './helpers/testServer';

// Real mode (every provider configured), so that config.js carries the keys.
const server = setupTestServer({
  ...REAL_MODE_CREDENTIALS,
  BRAND_NAME: 'Acme </script> Phone',
  BRAND_MODE: 'logo',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  RECAPTCHA_SITE_KEY: 'site-key',
  GOOGLE_CLIENT_ID: 'google-id',
  APPLE_CLIENT_ID: 'apple-id',
  GTM_ID: 'GTM-X',
  SUPPORT_EMAIL: 'help@acme.test',
  APP_STORE_URL: 'https://apps.apple.com/acme',
  PLAY_STORE_URL: 'https://play.google.com/acme',
  DEVTOOLS: 'true',
  MIGRATION_REDIRECT_HOSTS: 'new.acme.test, other.acme.test',
});

/** A stand-in SPA build, and a file beside it that must never be served. */
function writeDist(distDir: string, outsideDir: string): void {
  fs.mkdirSync(path.join(distDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>SPA</title>');
  fs.writeFileSync(path.join(distDir, 'assets', 'main.abc123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(outsideDir, 'secret.txt'), 'outside dist');
}

describe('GET /app/config.js', () => {
  test('sets window.__APP_CONFIG__ from the environment', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/app/config.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^window\.__APP_CONFIG__ = \{[\s\S]*\};\n$/);
    expect(response.body).not.toContain('</script>');
    const json = response.body.replace('window.__APP_CONFIG__ = ', '').replace(/;\n$/, '');
    expect(JSON.parse(json)).toEqual({
      brandName: 'Acme </script> Phone',
      brandMode: 'logo',
      apiBaseUrl: '/api',
      stripePublishableKey: 'pk_test_123',
      recaptchaSiteKey: 'site-key',
      googleClientId: 'google-id',
      appleClientId: 'apple-id',
      gtmId: 'GTM-X',
      supportEmail: 'help@acme.test',
      appStoreUrl: 'https://apps.apple.com/acme',
      playStoreUrl: 'https://play.google.com/acme',
      devtools: true,
      migrationRedirectHosts: ['new.acme.test', 'other.acme.test'],
      sandbox: false,
      googleSignIn: true,
      appleSignIn: true,
      vitalsSampleRate: 0.1,
      termsUrl: '/api/legal/terms',
      privacyUrl: '/api/legal/privacy',
    });
  });
});

test('config.js is revalidated: the same script answers 304 with no body, until it changes', async () => {
  const first = await server.app.inject({ method: 'GET', url: '/app/config.js' });
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  const again = await server.app.inject({ method: 'GET', url: '/app/config.js', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers.etag).toBe(etag);
  expect(again.headers['cache-control']).toBe('no-cache');
  // Another deployment's environment is another script, with another tag.
  const other = await startTestServer({ BRAND_NAME: 'Other Phone' });
  try {
    const changed = await other.app.inject({ method: 'GET', url: '/app/config.js', headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toContain('Other Phone');
    expect(changed.headers.etag).not.toBe(etag);
  } finally {
    await stopTestServer(other);
  }
}, SERVER_START_TIMEOUT_MS);

describe('the SPA under /app/', () => {
  test('/ redirects to /app/', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/');
  });

  test('/favicon.ico, asked for by browsers on pages that name no icon, leads to the app icon', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/app/favicon.svg');
  });

  test('without a build, /app/ paths answer a clear 503', async () => {
    for (const url of ['/app/', '/app/login', '/app/assets/main.js']) {
      const response = await server.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.body).toMatch(/^The web app is not built: .*index\.html is missing\. Run "npm run build"/);
    }
  });

  describe('with a build', () => {
    let built: TestServer;
    beforeAll(async () => {
      built = await startTestServer();
      writeDist(built.config.distDir, built.dataDir);
    }, SERVER_START_TIMEOUT_MS);
    afterAll(async () => {
      await stopTestServer(built);
    });

    test('serves files with their content type', async () => {
      const response = await built.app.inject({ method: 'GET', url: '/app/assets/main.abc123.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.body).toBe('console.log(1)');
    });

    test.each(['/app/', '/app/login', '/app/dashboard/account', '/app/area-code?token=abc'])('%s falls back to index.html', async (url) => {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>SPA</title>');
    });

    test.each(['/app/missing.js', '/app/..%2fsecret.txt', '/app/%2e%2e/secret.txt', '/app/.hidden.txt'])('%s is a 404, never a file outside dist', async (url) => {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('outside dist');
      expect(response.json<{ failure: string }>().failure).toMatch(/^Not found: GET \//);
    });

    test.each(['/app/assets/main.abc123.js.map', '/app/assets/main.abc123.js%2Emap'])('a source map left in dist is never served: %s', async (url) => {
      fs.writeFileSync(path.join(built.config.distDir, 'assets', 'main.abc123.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('sources');
    });
  });
});

describe('the API around the routes', () => {
  test('an unknown API path is a JSON 404 that is not cached', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ failure: 'Not found: GET /api/nothing-here' });
  });

  test('every answer carries X-Content-Type-Options: nosniff', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/webgetfeatureflag/migration_mode' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  test('/api/docs is an OpenAPI document of every API route (real mode: no /api/sandbox/)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Acme </script> Phone API');
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/api/account/request-password-reset',
        '/api/account/reauth',
        '/api/account/export',
        '/api/account/export/download',
        '/api/account/confirm-email-change',
        '/api/account/resend-verification/',
        '/api/account/reset-password',
        '/api/account/undo-email-change',
        '/api/account/update-password',
        '/api/account/verification-browser',
        '/api/account/verified-sign-in',
        '/api/account/verify-email',
        '/api/user/newsignup',
        '/api/user/verifytoken/{token}',
        '/api/user/webdelete',
        '/api/user/weblogout',
        '/api/user/webprofile',
        '/api/user/webprofile/',
        '/api/user/websignin/',
        '/api/webgetfeatureflag/{name}',
        '/api/webupdateemail',
        '/api/esim/details',
        '/api/esim/activation',
        '/api/esim/getplans',
        '/api/esim/topup',
        '/api/esim/topups',
        '/api/esim/usage',
        '/api/webpurchaseesim',
        '/api/webgoogleverifyidtoken/{credential}',
        '/api/webiosverifyidtoken',
        '/api/websocialnonce',
        '/api/telephony/webhook',
        '/api/webcalllog',
        '/api/webhidecalls',
        '/api/webgetallchatmessages',
        '/api/webdeletechat/{chatId}',
        '/api/webgetblockednumber',
        '/api/websaveblocknumber',
        '/api/webunblocknumber',
        '/api/webvmgreeting',
        '/api/webvmgreeting/',
        '/api/webvmgreeting/audio',
        '/api/voicemails',
        '/api/voicemails/{voicemailId}/audio',
        '/api/voicemails/{voicemailId}/heard',
        '/api/media/{name}',
        '/api/redirect/register',
        '/api/sessions',
        '/api/sessions/revoke-others',
        '/api/sessions/{sessionId}',
        '/api/events',
        '/api/events/ticket',
        '/api/push/config',
        '/api/push/subscriptions',
        '/api/push/subscriptions/{pushSubscriptionId}',
        '/api/getcredits',
        '/api/healthz',
        '/api/legal/privacy',
        '/api/legal/terms',
        '/api/phones/webpurchase/{phone}',
        '/api/plans/',
        '/api/portphone/{number}',
        '/api/portphone/requests',
        '/api/portphone/requests/{portRequestId}/resubmit',
        '/api/readyz',
        '/api/vitals',
        '/api/user/webprofile/more',
        '/api/webgetbalance',
        '/api/webgetsubscription',
        '/api/webphones',
        '/api/webpurchasecredit',
        '/api/webresubscription',
        '/api/websearchphonesavailable/{areaCode}',
        '/api/websubscription',
        '/api/websubscription/active',
        '/api/websubscription/details/{subscriptionId}',
        '/api/websubscription/details/{subscriptionId}/resume',
        '/api/webupgradesubscription',
        '/api/webupgradesubscription/quote',
        '/api/billing/paymentmethod',
        '/api/billing/history',
        '/api/billing/history.csv',
        '/api/billing/receipts/{receiptId}',
        '/api/passkeys',
        '/api/passkeys/{passkeyId}',
        '/api/passkeys/registration-options',
        '/api/passkeys/sign-in-options',
        '/api/passkeys/sign-in',
        '/api/passkeys/proof-options',
      ].sort(),
    );
    expect(doc.paths['/api/user/webprofile'].get.security).toEqual([{ token: [] }]);
    // The stream is authenticated by its ticket, not the token header; its answer is an event stream.
    expect(doc.paths['/api/events'].get.security).toBeUndefined();
    expect(Object.keys(doc.paths['/api/events'].get.responses['200'].content)).toEqual(['text/event-stream']);
    expect(doc.paths['/api/events/ticket'].post.security).toEqual([{ token: [] }]);
    expect(doc.paths['/api/user/websignin/'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
  });
});

describe('production builds make no public source maps', () => {
  test("webpack's production configuration has no devtool (no .map files, no sourceMappingURL comments)", async () => {
    const { default: webpackConfig } = await import('../../webpack.config');
    // The browser bundle and the server's prerender bundle alike.
    const configs = [webpackConfig(undefined, { mode: 'production' })].flat();
    expect(configs.map((config) => config.devtool)).toEqual(configs.map(() => false));
  });

  test('a build in dist/ (when there is one) holds no .map file', () => {
    const distDir = path.resolve(__dirname, '../../dist');
    const files = fs.existsSync(distDir) ? fs.readdirSync(distDir, { recursive: true }).map(String) : [];
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  });
});

describe('production builds carry compressed copies of their files', () => {
  test("webpack's production configuration writes them (PrecompressPlugin), the development one does not", async () => {
    const { default: webpackConfig } = await import('../../webpack.config');
    const { PrecompressPlugin } = await import('../../webpack.precompress');
    const browserOf = (mode: 'production' | 'development') => [webpackConfig(undefined, { mode })].flat().find((config) => config.name === 'browser');
    expect(browserOf('production')?.plugins?.some((plugin) => plugin instanceof PrecompressPlugin)).toBe(true);
    expect(browserOf('development')?.plugins?.some((plugin) => plugin instanceof PrecompressPlugin)).toBe(false);
  });

  test('a build in dist/ (when there is one): each script of 1 KB or more has a brotli and a gzip copy of the same content', () => {
    const assetsDir = path.resolve(__dirname, '../../dist/assets');
    const scripts = fs.existsSync(assetsDir) ? fs.readdirSync(assetsDir).filter((file) => file.endsWith('.js')) : [];
    for (const script of scripts) {
      const content = fs.readFileSync(path.join(assetsDir, script));
      if (content.length < 1024) continue;
      expect([script, zlib.brotliDecompressSync(fs.readFileSync(path.join(assetsDir, `${script}.br`))).equals(content)]).toEqual([script, true]);
      expect([script, zlib.gunzipSync(fs.readFileSync(path.join(assetsDir, `${script}.gz`))).equals(content)]).toEqual([script, true]);
    }
  });
});
