import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';
import { appConfigScript } from './appConfigScript';
import { contentTypeOf } from './contentTypes';
import { findDistFile, looksLikeFile } from './distFiles';

const hidden = { hide: true } as const;

function notBuilt(reply: FastifyReply, distDir: string) {
  return reply
    .status(503)
    .type('text/plain; charset=utf-8')
    .send(`The web app is not built: ${path.join(distDir, 'index.html')} is missing. Run "npm run build" (or set DIST_DIR).`);
}

function sendFile(reply: FastifyReply, filePath: string) {
  const extension = path.extname(filePath);
  // index.html must be revalidated so that a new deployment is picked up at once; the bundles
  // have content hashes in their names and may be kept.
  const cacheControl = extension === '.html' ? 'no-cache' : 'public, max-age=3600';
  return reply.type(contentTypeOf(extension)).header('cache-control', cacheControl).send(fs.createReadStream(filePath));
}

/**
 * The SPA: files of DIST_DIR under /app/, index.html for every other /app path (client-side
 * routes, history fallback), /app/config.js made from the environment, and / sending visitors to
 * /app/. Served by hand rather than with @fastify/static, whose ESM-only dependency Jest cannot load.
 */
export async function spaRoutes(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const script = appConfigScript(config);
  const indexFile = path.join(config.distDir, 'index.html');

  app.get('/', { schema: hidden }, (_request, reply) => reply.redirect('/app/', 302));

  app.get('/app/config.js', { schema: hidden }, (_request, reply) =>
    // Never cached: it changes with the deployment's environment, not with the build.
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(script),
  );

  const serveApp = async (urlPath: string, reply: FastifyReply) => {
    // Checked per request, so a build made while the server runs is served without a restart.
    if (!fs.existsSync(indexFile)) return notBuilt(reply, config.distDir);
    const file = await findDistFile(config.distDir, urlPath);
    if (file) return sendFile(reply, file);
    if (looksLikeFile(urlPath)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return sendFile(reply, indexFile);
  };

  app.get('/app/', { schema: hidden }, (_request, reply) => serveApp('', reply));
  app.get<{ Params: { '*': string } }>('/app/*', { schema: hidden }, (request, reply) => serveApp(request.params['*'], reply));
}
