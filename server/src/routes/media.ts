import fs from 'node:fs';
import path from 'node:path';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses } from '../http/schemas';
import { SERVER_SOURCE_DIR } from '../serverSourceDir';
import type { RouteModule } from './RouteModule';

/** Pictures that demo chat messages show (server/data/seed-media); shipped with the code, never uploaded. */
export const MEDIA_DIR = path.resolve(SERVER_SOURCE_DIR, '../data/seed-media');
const MEDIA_NAME = /^[a-z0-9-]{1,64}\.jpg$/;
/** Pictures are public and never change under a name, so a browser keeps them instead of refetching one per chat row. */
const MEDIA_CACHE_CONTROL = 'public, max-age=86400';

/** Every picture in MEDIA_DIR by file name, read once at start: a request name is only ever a map key, never a path. */
function loadMedia(): Map<string, Buffer> {
  const media = new Map<string, Buffer>();
  if (!fs.existsSync(MEDIA_DIR)) return media;
  for (const name of fs.readdirSync(MEDIA_DIR)) {
    if (MEDIA_NAME.test(name)) media.set(name, fs.readFileSync(path.join(MEDIA_DIR, name)));
  }
  return media;
}

/** GET /api/media/<name>.jpg: public message pictures, so that an <img> needs no token. */
export const mediaRoutes: RouteModule = async (app) => {
  const media = loadMedia();

  app.get<{ Params: { name: string } }>(
    '/media/:name',
    {
      schema: {
        tags: ['media'],
        summary: 'A message picture (image/jpeg)',
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 80 } } },
        response: { 200: { type: 'string', format: 'binary', description: 'image/jpeg' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const image = media.get(request.params.name);
      if (!image) throw new HttpFailure(404, 'No such picture.');
      return reply.type('image/jpeg').header('cache-control', MEDIA_CACHE_CONTROL).send(image);
    },
  );
};
