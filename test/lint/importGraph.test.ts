import { cycles, importGraphOf, importGraphUnder, importsAgainstLayers, type Layer } from './importGraph';
import { rootDir } from './sourceFiles';

/**
 * No import cycle and no import against the layer order, counting type-only imports (the lint
 * zones see each file alone). The cycle check is this test's alone: ESLint's import/no-cycle,
 * which skipped type-only imports, took three quarters of `npm run lint`. The layer order
 * counts lazy `import()`s too; a cycle does not run through one: a feature's `parts.ts` names its
 * parts, each loaded later, and a part may use another part of its feature through it (its code
 * is not part of the module's own evaluation).
 * SPA: the contract, then shared code, then features (never each other), then the app, then the
 * entries. Server: lib, then db, then the domain, then routes; the top-level modules (the app's
 * assembly, its config and context) stand outside the order.
 */
const shared = ['lib', 'components', 'theme', 'config', 'api', 'session', 'state'];

function spaLayer(file: string): Layer | undefined {
  const [top, dir, second] = file.split('/');
  if (top !== 'src') return undefined;
  if (dir === 'contract') return { name: 'contract', rank: 0 };
  if (shared.includes(dir)) return { name: 'shared', rank: 1 };
  if (dir === 'features') return { name: `feature ${second}`, rank: 2 };
  if (dir === 'app') return { name: 'app', rank: 3 };
  return /^(main|prerender|startApp)\.tsx$/.test(dir) ? { name: 'entry', rank: 4 } : undefined;
}

function serverLayer(file: string): Layer | undefined {
  const [top, src, dir, rest] = file.split('/');
  if (top !== 'server' || src !== 'src' || rest === undefined) return undefined;
  if (dir === 'lib') return { name: 'lib', rank: 0 };
  if (dir === 'db') return { name: 'db', rank: 1 };
  if (dir === 'routes') return { name: 'routes', rank: 3 };
  return { name: 'domain', rank: 2 };
}

// Features sit side by side: one never imports another.
const notAcrossFeatures = (from: Layer, to: Layer) => !(from.name.startsWith('feature ') && to.name.startsWith('feature '));

describe('the import graph', () => {
  const spa = importGraphUnder('src');
  const server = importGraphUnder('server/src');
  const spaEager = importGraphUnder('src', { lazy: false });
  const serverEager = importGraphUnder('server/src', { lazy: false });

  it('reads every module', () => expect([spa.size, server.size].every((size) => size > 100)).toBe(true));
  it('the SPA has no import cycle', () => expect(cycles(spaEager)).toEqual([]));
  it('the server has no import cycle', () => expect(cycles(serverEager)).toEqual([]));
  it('the tests have no import cycle, through the code they import either', () => {
    const everything = new Map(['src', 'server', 'test'].flatMap((dir) => [...importGraphUnder(dir, { lazy: false })]));
    expect(everything.size).toBeGreaterThan(spaEager.size + serverEager.size);
    expect(cycles(everything)).toEqual([]);
  });
  it('the SPA imports down its layers only', () => expect(importsAgainstLayers(spa, spaLayer, notAcrossFeatures)).toEqual([]));
  it('the server imports down its layers only', () => expect(importsAgainstLayers(server, serverLayer)).toEqual([]));
});

describe('what the check finds', () => {
  const at = (file: string) => `${rootDir}/${file}`;

  it('a cycle of type-only imports', () => {
    const graph = importGraphOf({
      [at('src/lib/a.ts')]: "import type { B } from './b';\nexport type A = B;",
      [at('src/lib/b.ts')]: "export type { A } from './a';\nexport type B = string;",
    });
    expect(cycles(graph)).toEqual([['src/lib/a.ts', 'src/lib/b.ts', 'src/lib/a.ts']]);
  });

  it('a cycle of static imports beside a lazy one, but not one through the lazy import() alone', () => {
    const sources = {
      [at('src/app/a.tsx')]: "export const load = () => import('./b');",
      [at('src/app/b.tsx')]: "import { load } from './a';\nexport { load };",
    };
    expect(cycles(importGraphOf(sources, { lazy: false }))).toEqual([]);
    const eagerToo = { ...sources, [at('src/app/a.tsx')]: "import './b';\nexport const load = () => import('./b');" };
    expect(cycles(importGraphOf(eagerToo, { lazy: false }))).toHaveLength(1);
  });

  it.each([
    ['shared code imports a feature, by type alone', 'src/components/x.ts', "import type { V } from '../features/plan/y';", 'src/features/plan/y.ts', spaLayer],
    ['a feature imports another', 'src/features/plan/x.ts', "export * from '../signup/y';", 'src/features/signup/y.ts', spaLayer],
    ['a feature imports the app, lazily', 'src/features/plan/x.ts', "export const y = () => import('../../app/y');", 'src/app/y.ts', spaLayer],
    ['the contract imports shared code', 'src/contract/x.ts', "import type { Y } from '../lib/y';", 'src/lib/y.ts', spaLayer],
    ['the db imports the domain, by type alone', 'server/src/db/queries/x.ts', "import type { Y } from '../../billing/y';", 'server/src/billing/y.ts', serverLayer],
    ['the domain imports routes', 'server/src/metrics/x.ts', "import type { Y } from '../routes/y';", 'server/src/routes/y.ts', serverLayer],
    ['lib imports the db', 'server/src/lib/x.ts', "import { y } from '../db/y';", 'server/src/db/y.ts', serverLayer],
  ])('%s', (_case, file, code, target, layerOf) => {
    const graph = importGraphOf({ [at(file)]: code, [at(target)]: 'export {};' });
    expect(importsAgainstLayers(graph, layerOf, notAcrossFeatures)).toHaveLength(1);
  });

  it.each([
    ['a feature imports shared code and its own modules', 'src/features/plan/x.ts', "export * from '../../lib/y';\nexport * from './z';", ['src/lib/y.ts', 'src/features/plan/z.ts'], spaLayer],
    ['routes import the domain and the db', 'server/src/routes/x.ts', "export * from '../billing/y';\nexport * from '../db/z';", ['server/src/billing/y.ts', 'server/src/db/z.ts'], serverLayer],
  ])('allowed: %s', (_case, file, code, targets, layerOf) => {
    const graph = importGraphOf({ [at(file)]: code, ...Object.fromEntries(targets.map((target) => [at(target), 'export {};'])) });
    expect(graph.get(at(file))).toHaveLength(2);
    expect(importsAgainstLayers(graph, layerOf, notAcrossFeatures)).toEqual([]);
  });
});
