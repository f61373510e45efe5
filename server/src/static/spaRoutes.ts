import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config';
import { appConfigFor, appConfigScript } from './appConfigScript';
import { CompressedFiles, isCompressible, negotiateEncoding } from './compression';
import { spaContentSecurityPolicy } from './contentSecurityPolicy';
import { contentTypeOf } from './contentTypes';
import { findDistFile, looksLikeFile } from './distFiles';
import { PrerenderedPages, type PrerenderedPage } from './prerenderedPages';
import { etagOfContent, etagOfFile, isNotModified } from './revalidation';

const hidden = { hide: true } as const;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface SiteFiles {
  distDir: string;
  contentSecurityPolicy: string;
  compressed: CompressedFiles;
}

function notBuilt(reply: FastifyReply, distDir: string) {
  return reply
    .status(503)
    .type('text/plain; charset=utf-8')
    .send(`The web app is not built: ${path.join(distDir, 'index.html')} is missing. Run "npm run build" (or set DIST_DIR).`);
}

/** Webpack names bundles assets/<name>.<10 hex>.<ext>: a changed file gets a new name. */
function isContentHashed(distDir: string, filePath: string): boolean {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative[0] === 'assets' && /\.[0-9a-f]{6,}\./.test(relative[relative.length - 1]);
}

/**
 * Content-hashed bundles may be kept a year without asking again; everything else (index.html,
 * unhashed files) is revalidated (an ETag; 304 while unchanged), so a new deployment is picked up
 * at once. HTML carries the CSP. Text is sent brotli- or gzip-compressed when the browser accepts it.
 */
async function sendFile(request: FastifyRequest, reply: FastifyReply, filePath: string, site: SiteFiles) {
  const extension = path.extname(filePath);
  const contentType = contentTypeOf(extension);
  const hashed = isContentHashed(site.distDir, filePath);
  reply.type(contentType).header('cache-control', hashed ? IMMUTABLE : 'no-cache');
  if (extension === '.html') reply.header('content-security-policy', site.contentSecurityPolicy);
  const compressible = isCompressible(contentType);
  // The answer differs by Accept-Encoding, so shared caches must key on it.
  if (compressible) reply.header('vary', 'Accept-Encoding');
  const stat = await fs.promises.stat(filePath);
  if (!hashed) {
    // What is revalidated costs a 304 and no body while the file is unchanged.
    const etag = etagOfFile(stat);
    reply.header('etag', etag);
    if (isNotModified(request, etag)) return reply.status(304).send();
  }
  if (!compressible) return reply.send(fs.createReadStream(filePath));
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const compressed = encoding && (await site.compressed.get(filePath, stat, encoding));
  if (!encoding || !compressed) return reply.send(fs.createReadStream(filePath));
  return reply.header('content-encoding', encoding).send(compressed);
}

/** index.html with the page's markup: revalidated, compressed, with the CSP, as index.html itself. */
async function sendPrerendered(request: FastifyRequest, reply: FastifyReply, page: PrerenderedPage, site: SiteFiles) {
  reply.type(contentTypeOf('.html')).header('cache-control', 'no-cache').header('content-security-policy', site.contentSecurityPolicy);
  reply.header('vary', 'Accept-Encoding').header('etag', page.etag);
  if (isNotModified(request, page.etag)) return reply.status(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const compressed = encoding && PrerenderedPages.encoded(page, encoding);
  if (!encoding || !compressed) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(await compressed);
}

/**
 * The SPA: files of DIST_DIR under /app/, index.html for every other /app path (client-side
 * routes, history fallback), /app/config.js made from the environment, / sending visitors to /app/
 * and /favicon.ico to the app's icon. Served by hand rather than with @fastify/static, whose
 * ESM-only dependency Jest cannot load.
 */
export async function spaRoutes(app: FastifyInstance, config: ServerConfig, prerendered: PrerenderedPages): Promise<void> {
  const script = appConfigScript(config);
  const scriptEtag = etagOfContent(script);
  const indexFile = path.join(config.distDir, 'index.html');
  const site: SiteFiles = { distDir: config.distDir, contentSecurityPolicy: spaContentSecurityPolicy(appConfigFor(config)), compressed: new CompressedFiles() };

  app.get('/', { schema: hidden }, (_request, reply) => reply.redirect('/app/', 302));
  // Browsers ask for /favicon.ico on any page that names no icon (a plain file, a JSON answer).
  app.get('/favicon.ico', { schema: hidden }, (_request, reply) => reply.redirect('/app/favicon.svg', 301));

  app.get('/app/config.js', { schema: hidden }, (request, reply) => {
    // Revalidated on every load: it changes with the deployment's environment, not with the build.
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').header('etag', scriptEtag);
    return isNotModified(request, scriptEtag) ? reply.status(304).send() : reply.send(script);
  });

  const serveApp = async (urlPath: string, request: FastifyRequest, reply: FastifyReply) => {
    // Checked per request, so a build made while the server runs is served without a restart.
    if (!fs.existsSync(indexFile)) return notBuilt(reply, config.distDir);
    const file = await findDistFile(config.distDir, urlPath);
    if (file) return sendFile(request, reply, file, site);
    // A missing file answers like any other unknown address: { failure }, never index.html.
    if (looksLikeFile(urlPath)) return reply.status(404).send({ failure: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    const page = await prerendered.pageFor(urlPath);
    if (page) return sendPrerendered(request, reply, page, site);
    return sendFile(request, reply, indexFile, site);
  };

  app.get('/app/', { schema: hidden }, (request, reply) => serveApp('', request, reply));
  app.get<{ Params: { '*': string } }>('/app/*', { schema: hidden }, (request, reply) => serveApp(request.params['*'], request, reply));
}
