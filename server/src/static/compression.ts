import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Below this, compression saves less than its headers and CPU cost. */
export const MIN_COMPRESSED_BYTES = 1024;
/** Larger files are streamed as they are rather than held in memory. */
const MAX_BYTES = 20 * 1024 * 1024;

/** Text formats worth compressing; images, fonts and audio already are. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json|wasm)|image\/svg\+xml)/.test(contentType);
}

/**
 * The encoding to answer with, from the request's Accept-Encoding: brotli before gzip (smaller),
 * each only if listed with a q-value above 0 (directly or through '*'); null for identity.
 */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const item of acceptEncoding.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)).find((match) => match);
    const weight = q ? Number(q[1]) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  const preferred = (['br', 'gzip'] as const).filter((name) => weightOf(name) > 0);
  if (preferred.length === 0) return null;
  return preferred.reduce((best, name) => (weightOf(name) > weightOf(best) ? name : best));
}

/**
 * Compresses what the site sends (files of the build, prerendered pages) once, to keep: brotli at
 * quality 9 compresses a large bundle in well under a second and within a few percent of quality 11.
 */
export function compressForKeeping(content: Buffer | string, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(content, { level: 9 });
  return brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(content) } });
}

/** The file name suffix of a copy compressed ahead of time, beside its original (`x.js.br`, `x.js.gz`). */
const PRECOMPRESSED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function precompressedFileOf(filePath: string, encoding: Encoding): string {
  return `${filePath}${PRECOMPRESSED_SUFFIX[encoding]}`;
}

/** The copy the build compressed ahead of time (webpack.precompress.ts), if it is there and not older than the file. */
async function readPrecompressed(filePath: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer | null> {
  const copy = precompressedFileOf(filePath, encoding);
  const copyStat = await fs.promises.stat(copy).catch(() => null);
  if (!copyStat?.isFile() || copyStat.mtimeMs < stat.mtimeMs) return null;
  return fs.promises.readFile(copy);
}

interface CacheEntry {
  mtimeMs: number;
  size: number;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/**
 * Compressed copies of the build's files: the build's own (made ahead of time beside each file),
 * else made on first request; kept while the file is unchanged (same mtime and size), so a new
 * build is picked up without a restart.
 */
export class CompressedFiles {
  private readonly entries = new Map<string, CacheEntry>();

  /** The compressed bytes of the file, or null when it is too small or too large to bother. */
  async get(filePath: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer | null> {
    if (stat.size < MIN_COMPRESSED_BYTES || stat.size > MAX_BYTES) return null;
    let entry = this.entries.get(filePath);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = { mtimeMs: stat.mtimeMs, size: stat.size, encoded: {} };
      this.entries.set(filePath, entry);
    }
    const cached = entry.encoded[encoding];
    if (cached) return cached;
    const made = readPrecompressed(filePath, stat, encoding).then((copy) => copy ?? fs.promises.readFile(filePath).then((content) => compressForKeeping(content, encoding)));
    entry.encoded[encoding] = made;
    // A failed read must not stay cached as a failure.
    made.catch(() => {
      if (entry.encoded[encoding] === made) delete entry.encoded[encoding];
    });
    return made;
  }
}
