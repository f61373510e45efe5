import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { rootDir, sourceFilesUnder } from './sourceFiles';

/** A module graph: each file (absolute path) and the files of the tree it imports. */
export type ImportGraph = Map<string, string[]>;

function resolved(importer: string, specifier: string, exists: (file: string) => boolean): string | undefined {
  const target = path.resolve(path.dirname(importer), specifier);
  return [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), path.join(target, 'index.tsx'), target].find(
    (candidate) => /\.tsx?$/.test(candidate) && exists(candidate),
  );
}

/** The specifiers a module names only in a lazy `import()`, never in a static import or export. */
function lazyOnly(text: string): Set<string> {
  const lazy = [...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1]);
  const eager = new Set([...text.matchAll(/(?:\bfrom|^\s*import|\brequire\()\s*['"]([^'"]+)['"]/gm)].map((match) => match[1]));
  return new Set(lazy.filter((specifier) => !eager.has(specifier)));
}

/**
 * Each module's relative imports as files: `import`, `import type`, `export … from`, `import()`
 * and `require()` alike (TypeScript's own scan of a file's imports), so a cycle or a wrong-way
 * import made of types alone, or of a lazily loaded module, counts as much as any other.
 * `lazy: false` leaves out what a module only loads later (`import()`): a part's code, which is
 * not part of the module's own evaluation.
 */
export function importGraphOf(sources: Record<string, string>, { lazy = true }: { lazy?: boolean } = {}): ImportGraph {
  const exists = (file: string) => file in sources || fs.existsSync(file);
  return new Map(
    Object.entries(sources).map(([file, text]) => {
      const { importedFiles } = ts.preProcessFile(text, true, true);
      const later = lazy ? new Set<string>() : lazyOnly(text);
      const targets = importedFiles
        .filter((imported) => imported.fileName.startsWith('.') && !later.has(imported.fileName))
        .map((imported) => resolved(file, imported.fileName, exists))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** The import graph of every TypeScript module under `dir` (a path from the repository's root). */
export function importGraphUnder(dir: string, options: { lazy?: boolean } = {}): ImportGraph {
  const files = sourceFilesUnder(dir).map((file) => path.join(rootDir, file));
  return importGraphOf(Object.fromEntries(files.map((file) => [file, fs.readFileSync(file, 'utf8')])), options);
}

/** One module path of each cycle (a module's imports leading back to it), as paths from the root. */
export function cycles(graph: ImportGraph): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file].map((module) => path.relative(rootDir, module)));
      return;
    }
    onPath.push(file);
    for (const target of graph.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

/** Where a module sits in its layer order: a higher rank may import a lower or equal one, never the reverse. */
export interface Layer {
  name: string;
  rank: number;
}

/**
 * Every import that runs against the layer order: `layerOf` places a module (a path from the root)
 * or leaves it out (undefined); `mayImport` vetoes imports between modules of one rank (two features).
 */
export function importsAgainstLayers(
  graph: ImportGraph,
  layerOf: (file: string) => Layer | undefined,
  mayImport: (from: Layer, to: Layer) => boolean = () => true,
): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const from = layerOf(path.relative(rootDir, file));
    if (!from) return [];
    return targets.flatMap((target) => {
      const to = layerOf(path.relative(rootDir, target));
      if (!to || (to.rank <= from.rank && (from.name === to.name || mayImport(from, to)))) return [];
      return [`${path.relative(rootDir, file)} (${from.name}) imports ${path.relative(rootDir, target)} (${to.name})`];
    });
  });
}
