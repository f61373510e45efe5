import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

/** A served chunk's file name, from a profiler frame's URL. */
const chunkOf = (url: string) => url.replace(/^.*\//, '').replace(/[?#].*$/, '');

/**
 * Where a served chunk's code came from, for a build with source maps (in a scratch checkout,
 * `npx webpack --mode production --devtool source-map`, served with DIST_DIR): an npm package
 * (`npm:react-dom`), a source file (`src/app/store.ts`) or webpack's runtime. The product's build
 * has no maps, so this is only for tracing.
 */
export class SourceAttribution {
  private readonly maps = new Map<string, SourceMap | null>();

  private constructor(private readonly assetsDir: string) {}

  /** For the build in `distDir`, if it has source maps. */
  static of(distDir: string): SourceAttribution | null {
    const assetsDir = path.join(distDir, 'assets');
    const mapped = fs.existsSync(assetsDir) && fs.readdirSync(assetsDir).some((file) => file.endsWith('.js.map'));
    return mapped ? new SourceAttribution(assetsDir) : null;
  }

  /** The package or file of a profiler frame (zero-based line and column), else the chunk's own name. */
  sourceOf(url: string, line: number, column: number): string {
    const entry = this.entryOf(url, line, column);
    if (!entry) return chunkOf(url);
    const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(entry.originalSource);
    return inPackage ? `npm:${inPackage[1]}` : entry.originalSource.replace(/^webpack:\/\/[^/]*\//, '');
  }

  /**
   * The function of a profiler frame (a frame's position is where its function starts), as its
   * original file and line: `node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs:1204`.
   */
  functionOf(url: string, line: number, column: number): string {
    const entry = this.entryOf(url, line, column);
    if (!entry) return `${chunkOf(url)}:${line + 1}:${column + 1}`;
    const file = entry.originalSource.replace(/^webpack:\/\/[^/]*\//, '').replace(/^.*node_modules\//, '');
    return `${file}:${entry.originalLine + 1}`;
  }

  private entryOf(url: string, line: number, column: number): { originalSource: string; originalLine: number } | null {
    const entry = this.mapOf(chunkOf(url))?.findEntry(line, column);
    return entry && 'originalSource' in entry && entry.originalSource ? entry : null;
  }

  private mapOf(file: string): SourceMap | null {
    if (!this.maps.has(file)) {
      const mapFile = path.join(this.assetsDir, `${file}.map`);
      this.maps.set(file, fs.existsSync(mapFile) ? new SourceMap(JSON.parse(fs.readFileSync(mapFile, 'utf8'))) : null);
    }
    return this.maps.get(file) ?? null;
  }
}
