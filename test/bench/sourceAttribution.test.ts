import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceAttribution } from './sourceAttribution';

/** A build whose main.js maps column 0 to src/app/store.ts line 1 and column 10 to RTK Query's line 2. */
function mappedBuild(): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-attribution-'));
  fs.mkdirSync(path.join(distDir, 'assets'));
  fs.writeFileSync(path.join(distDir, 'assets', 'main.abc.js'), '');
  const map = {
    version: 3,
    sources: ['webpack://app/./src/app/store.ts', 'webpack://app/./node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs'],
    names: [],
    mappings: 'AAAA,UCCA',
  };
  fs.writeFileSync(path.join(distDir, 'assets', 'main.abc.js.map'), JSON.stringify(map));
  return distDir;
}

describe('where a profiled frame came from', () => {
  const distDir = mappedBuild();
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }));
  const url = 'http://127.0.0.1:4000/app/assets/main.abc.js';

  it('names the npm package or the source file of a frame', () => {
    const attribution = SourceAttribution.of(distDir);
    expect(attribution?.sourceOf(url, 0, 0)).toBe('./src/app/store.ts');
    expect(attribution?.sourceOf(url, 0, 12)).toBe('npm:@reduxjs/toolkit');
  });

  it("names a frame's function by its original file and line", () => {
    const attribution = SourceAttribution.of(distDir);
    expect(attribution?.functionOf(url, 0, 0)).toBe('./src/app/store.ts:1');
    expect(attribution?.functionOf(url, 0, 12)).toBe('@reduxjs/toolkit/dist/query/rtk-query.modern.mjs:2');
  });

  it('falls back to the served file for a chunk without a map, and is absent for a build without maps', () => {
    expect(SourceAttribution.of(distDir)?.functionOf('http://127.0.0.1:4000/app/assets/other.js', 4, 9)).toBe('other.js:5:10');
    const unmapped = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-unmapped-'));
    expect(SourceAttribution.of(unmapped)).toBeNull();
    fs.rmSync(unmapped, { recursive: true });
  });
});
