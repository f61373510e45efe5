import fs from 'node:fs';
import path from 'node:path';

/**
 * Code, tests and docs are read by someone who never saw our issue tracker: a comment or a test
 * name says why in words, never by a tracker's number. The bench's history (test/bench/results/) is the
 * one record that may name them.
 */
const rootDir = path.resolve(__dirname, '../..');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-server', 'gallery', 'results']);

function textFiles(dir: string): string[] {
  return fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : textFiles(relative);
    return /\.(ts|tsx|cjs|js|md|sh|cfg|yaml|json)$/.test(entry.name) ? [relative] : [];
  });
}

test('no issue numbers in code, tests or docs', () => {
  const files = [...['src', 'server', 'test', 'docs', 'public', '.ci'].flatMap(textFiles), 'README.md', 'webpack.config.ts', 'webpack.chunkNames.ts'];
  expect(files.length).toBeGreaterThan(500);
  const found = files.flatMap((file) =>
    fs
      .readFileSync(path.join(rootDir, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (/\b[Ii]ssues? #?\d+/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});
