import fs from 'node:fs';
import path from 'node:path';

export const rootDir = path.resolve(__dirname, '../..');

/** The TypeScript modules under `dir` (a folder of the repository), as repository paths with '/'; declaration files left out. */
export function sourceFilesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(relative);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The texts of those modules, by repository path. */
export function sourcesUnder(dir: string): Record<string, string> {
  return Object.fromEntries(sourceFilesUnder(dir).map((file) => [file, fs.readFileSync(path.join(rootDir, file), 'utf8')]));
}
