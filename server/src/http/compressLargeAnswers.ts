import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { negotiateEncoding, type Encoding } from '../static/compression';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Answers at least this big are compressed. Everything that carries a secret (the sign-in answer's
 * token, a profile) is far smaller, so no secret is ever compressed next to text an attacker
 * chose (BREACH); what crosses it are the long lists: call history, chats, usage.
 */
export const COMPRESS_FROM_BYTES = 16 * 1024;

const BROTLI_QUALITY = 5;

/**
 * Compressed copies of Buffer answers, by the Buffer itself: a route that sends the same Buffer
 * again (the call log keeps its answers) has it compressed once per encoding, and a copy lives
 * only as long as its Buffer. Brotli of a 150 KB call log costs about 7 ms of CPU, several times
 * what serving the kept answer costs.
 */
const compressedCopies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

/**
 * The body compressed with `encoding`, at fast settings (brotli 5, gzip 5): the answer is made
 * per request, not once like a bundle. The same Buffer always gets the same (shared) copy.
 * Brotli 5 rather than 4: the first level with brotli's context modelling, it costs
 * about the same CPU on 1.5 MB of call log but makes it some 40 % smaller (10,000 calls: 64 KB at
 * 4), which every later request of the same version gets and its client parses.
 */
export function compressAnswer(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let copies = compressedCopies.get(body);
  if (!copies) compressedCopies.set(body, (copies = {}));
  const kept = copies[encoding];
  if (kept) return kept;
  const made =
    encoding === 'br'
      ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzip(body, { level: 5 });
  copies[encoding] = made;
  // A failure is the caller's to report, never kept.
  made.catch(() => {
    if (copies[encoding] === made) delete copies[encoding];
  });
  return made;
}

/**
 * Compresses the API's large JSON answers for clients that accept it: 10,000 calls are 1.5 MB of
 * JSON and about a tenth of that compressed, which is most of the wait on a phone's network.
 */
export function compressLargeAnswers(api: FastifyInstance): void {
  api.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_FROM_BYTES) return payload;
    reply.header('vary', 'Accept-Encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressAnswer(body, encoding);
  });
}
