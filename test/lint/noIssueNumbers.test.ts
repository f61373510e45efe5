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
  const files = [...['src', 'server', 'test', 'docs', 'public', '.ci'].flatMap(textFiles), 'README.md', 'webpack.config.ts', 'webpack.chunkNames.ts', 'webpack.precompress.ts'];
  expect(files.length).toBeGreaterThan(500);
  // A comment may wrap between the word and the number ('(issue' / ' * 26)'): each line is read
  // with the start of the next one.
  const found = files.flatMap((file) => {
    const lines = fs.readFileSync(path.join(rootDir, file), 'utf8').split('\n');
    return lines.flatMap((line, index) => {
      const withNext = `${line} ${(lines[index + 1] ?? '').replace(/^\s*(\/\/|\*|#)?\s*/, '')}`;
      return /\b[Ii]ssues?\s+#?\d+/.test(withNext) ? [`${file}:${index + 1}: ${line.trim()}`] : [];
    });
  });
  expect(found).toEqual([]);
});
