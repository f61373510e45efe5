import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startNoScriptTwin, withoutScripts } from './noScriptTwin';

const PAGE = [
  '<!doctype html><html><head>',
  '<script src=/app/color-scheme.js></script>',
  '<link rel=stylesheet href=/app/assets/theme.css>',
  '<link rel=preload as=script href=/app/assets/main.js>',
  '<link rel="modulepreload" href="/app/assets/x.js">',
  '<script defer src="/app/load-after-paint.js" data-scripts="/app/assets/main.js"></script>',
  '</head><body><main><h1>Log in</h1><script>window.inline = 1;</script><button>LOG IN</button></main></body></html>',
].join('\n');

describe('the no-script twin of a page', () => {
  it('keeps the markup and style sheets and takes out every script and script preload', () => {
    const twin = withoutScripts(PAGE);
    expect(twin).not.toMatch(/<script/i);
    expect(twin).not.toContain('main.js');
    expect(twin).not.toContain('modulepreload');
    expect(twin).toContain('<link rel=stylesheet href=/app/assets/theme.css>');
    expect(twin).toContain('<main><h1>Log in</h1><button>LOG IN</button></main>');
  });

  describe('served in front of the app server', () => {
    const app = http.createServer((request, response) => {
      if (request.url === '/app/login') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(PAGE);
      } else if (request.url === '/app/assets/theme.css') {
        response.writeHead(200, { 'content-type': 'text/css', 'cache-control': 'max-age=60' });
        response.end('h1 { color: teal }');
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    let appUrl = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
      appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

    it('answers its own address with the page without scripts, and everything else as the app does', async () => {
      const twin = await startNoScriptTwin(`${appUrl}/app/login`);
      try {
        const page = await fetch(twin.url);
        expect(page.headers.get('content-type')).toContain('text/html');
        expect(await page.text()).toBe(withoutScripts(PAGE));
        const sheet = await fetch(new URL('/app/assets/theme.css', twin.url));
        expect(sheet.status).toBe(200);
        expect(sheet.headers.get('cache-control')).toBe('max-age=60');
        expect(await sheet.text()).toBe('h1 { color: teal }');
        expect((await fetch(new URL('/app/missing.js', twin.url))).status).toBe(404);
      } finally {
        await twin.stop();
      }
    });
  });
});
