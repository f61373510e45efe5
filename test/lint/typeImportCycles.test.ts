import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * import/no-cycle does not follow `import type` (it cannot be told to), so a cycle of types alone
 * passes the lint. This finds cycles in the server's import graph counting type-only imports too:
 * two modules that need each other's types are one module, or share a third.
 */
const serverDir = path.resolve(__dirname, '../../server/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

/** Each module's relative imports, type-only ones included, as files. */
function importGraph(files: string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .filter((imported) => imported.fileName.startsWith('.'))
        .map((imported) => path.resolve(path.dirname(file), imported.fileName))
        .map((target) => [`${target}.ts`, path.join(target, 'index.ts'), target].find((candidate) => fs.existsSync(candidate) && candidate.endsWith('.ts')))
        .filter((target): target is string => target !== undefined);
      return [file, targets];
    }),
  );
}

/** One module path of each cycle (a module's imports leading back to it). */
function cycles(graph: Map<string, string[]>): string[][] {
  const found: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    if (done.has(file)) return;
    const at = onPath.indexOf(file);
    if (at >= 0) {
      found.push([...onPath.slice(at), file].map((module) => path.relative(serverDir, module)));
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

test('the server has no import cycle, counting type-only imports', () => {
  expect(cycles(importGraph(sourceFiles(serverDir)))).toEqual([]);
});

test('a cycle of type-only imports is found', () => {
  const graph = new Map([
    ['/a.ts', ['/b.ts']],
    ['/b.ts', ['/a.ts']],
  ]);
  expect(cycles(graph)).toHaveLength(1);
});
