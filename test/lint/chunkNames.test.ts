import fs from 'node:fs';
import path from 'node:path';
import { chunkNameOf, chunkNames } from '../../webpack.chunkNames';
import { confinedLibraries, idleShell, lazyWidgets } from '../bench/budgets';
import { rootDir, sourceFilesUnder } from './sourceFiles';

/**
 * The lazy chunks are named in one table beside webpack.config.ts (webpack.chunkNames.ts), which the
 * bench's budgets read by name: a name written at an `import()` again would be a second place.
 */

test('no import() names its chunk or its mode in a comment (the webpack configuration does)', () => {
  const files = sourceFilesUnder('src');
  expect(files.length).toBeGreaterThan(300);
  const found = files.flatMap((file) =>
    fs
      .readFileSync(path.join(rootDir, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (/webpack(ChunkName|Mode)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});

test('every chunk name the bench budgets by is named by the table', () => {
  const named = new Set(Object.keys(chunkNames));
  const read = [...lazyWidgets, ...idleShell, ...Object.values(confinedLibraries).flatMap((rule) => rule.allowedIn), 'login', 'account', 'plan'];
  expect(read.filter((name) => !named.has(name))).toEqual([]);
});

test('every module the table lists exists', () => {
  const ownModules = Object.values(chunkNames)
    .flat()
    .filter((module) => module.startsWith('src/'));
  expect(ownModules.filter((module) => !fs.existsSync(path.join(rootDir, module)))).toEqual([]);
});

describe('the chunk an import() starts', () => {
  it('is the listed name of the module it loads', () => {
    expect(chunkNameOf('../../features/auth/pages/LoginPage', 'src/features/auth/pages/LoginPage.tsx')).toEqual({
      name: 'login',
      entry: 'src/features/auth/pages/LoginPage.tsx',
    });
  });

  it('is the listed name of a package, by the specifier it is imported by', () => {
    expect(chunkNameOf('qrcode', 'node_modules/qrcode/lib/browser.js')?.name).toBe('qrcode');
  });

  it('is unnamed for a module no table lists', () => {
    expect(chunkNameOf('../../api/callsApi', 'src/api/callsApi.ts')).toBeUndefined();
  });
});
