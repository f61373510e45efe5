import fs from 'node:fs/promises';
import path from 'node:path';
import type { Compiler } from 'webpack';
import { compressForKeeping, isCompressible, MIN_COMPRESSED_BYTES, precompressedFileOf, type Encoding } from './server/src/static/compression';
import { contentTypeOf } from './server/src/static/contentTypes';

const encodings: readonly Encoding[] = ['br', 'gzip'];

/**
 * Writes a brotli and a gzip copy beside each emitted file worth compressing (`x.js.br`, `x.js.gz`),
 * by the API server's own rules (server/src/static/compression.ts), which serves them: a new
 * server instance then spends no CPU compressing the build on its first requests (brotli's
 * quality 9 takes about 1.5 s of CPU for the whole build). Any web server that looks for such
 * copies (nginx's gzip_static) can serve them too.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputDir = compilation.outputOptions.path ?? compiler.outputPath;
      const compressible = compilation.getAssets().filter(({ name, info }) => !info.development && isCompressible(contentTypeOf(path.extname(name))));
      await Promise.all(
        compressible.map(async ({ name }) => {
          // Read back as written: once emitted, webpack keeps only the sources' sizes.
          const file = path.join(outputDir, name);
          const content = await fs.readFile(file);
          if (content.length < MIN_COMPRESSED_BYTES) return;
          await Promise.all(encodings.map(async (encoding) => fs.writeFile(precompressedFileOf(file, encoding), await compressForKeeping(content, encoding))));
        }),
      );
    });
  }
}
