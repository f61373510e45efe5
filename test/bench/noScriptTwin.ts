import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the twin serves the page it copies (any other path is the app server's own). */
export const TWIN_PATH = '/no-script-twin';

/** The page's markup with every script taken out: no script element, no script preload. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script\b[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '');
}

export interface NoScriptTwin {
  /** The address of the copy: same markup and style sheets as `pageUrl`, no script. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A reference for the Lighthouse suite: a route's own server-rendered markup and style sheets with
 * no script, served in front of the app server (every other request passes through to it, so the
 * style sheets, fonts and images are the page's own). Its total blocking time is what the browser
 * spends on the page without any of our code (parsing, style, layout, paint, Chromium's own start
 * of a page) at the same CPU slowdown on the same host: the floor under the route's figure.
 */
export async function startNoScriptTwin(pageUrl: string): Promise<NoScriptTwin> {
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`GET ${pageUrl} for the no-script twin failed: ${page.status}`);
  const markup = withoutScripts(await page.text());
  const origin = new URL(pageUrl).origin;
  const server = http.createServer((request, response) => {
    const requestPath = request.url ?? '/';
    if (new URL(requestPath, origin).pathname === TWIN_PATH) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(markup);
      return;
    }
    passThrough(`${origin}${requestPath}`, response).catch((error: unknown) => {
      response.writeHead(502);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${TWIN_PATH}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A GET of the app server, answered as it answered (decoded: fetch undoes the compression). */
async function passThrough(url: string, response: http.ServerResponse) {
  const answer = await fetch(url);
  const headers: Record<string, string> = {};
  answer.headers.forEach((value, name) => {
    if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)) headers[name] = value;
  });
  response.writeHead(answer.status, headers);
  response.end(Buffer.from(await answer.arrayBuffer()));
}
