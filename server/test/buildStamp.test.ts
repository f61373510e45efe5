import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, hashInputs, isCurrent, STAMP_FILE, type BuildTarget } from '../src/tools/buildStamp';

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  write('src/main.tsx', 'main');
  write('src/features/a.ts', 'a');
  write('webpack.config.ts', 'config');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
}

const INPUTS = ['src', 'webpack.config.ts', 'package-lock.json'];

/** A build that writes an output file and counts its runs, failing when told to. */
function fakeTarget(): BuildTarget & { runs: number; failNext: boolean } {
  const target = {
    name: 'the SPA',
    inputs: INPUTS,
    outDir: 'dist',
    runs: 0,
    failNext: false,
    build: () => {
      target.runs += 1;
      if (target.failNext) throw new Error('build failed');
      write('dist/index.html', `build ${target.runs}`);
    },
  };
  return target;
}

describe('hashInputs', () => {
  test('is the same for the same files, whatever their timestamps', () => {
    const before = hashInputs(root, INPUTS);
    fs.utimesSync(path.join(root, 'src/main.tsx'), new Date(2000, 1, 1), new Date(2000, 1, 1));
    expect(hashInputs(root, INPUTS)).toBe(before);
  });

  test.each([
    ['an edited file', () => write('src/main.tsx', 'main!')],
    ['a new file', () => write('src/features/b.ts', 'b')],
    ['a removed file', () => fs.rmSync(path.join(root, 'src/features/a.ts'))],
    ['a renamed file', () => fs.renameSync(path.join(root, 'src/features/a.ts'), path.join(root, 'src/features/c.ts'))],
    ['a file that appears where none was (the lock file)', () => write('package-lock.json', '{}')],
    ['content moved from one file to the next', () => (write('src/features/a.ts', ''), write('src/main.tsx', 'maina'))],
  ])('changes with %s', (_name, change) => {
    const before = hashInputs(root, INPUTS);
    change();
    expect(hashInputs(root, INPUTS)).not.toBe(before);
  });

  test('ignores files outside the inputs', () => {
    const before = hashInputs(root, INPUTS);
    write('README.md', 'docs');
    write('dist/index.html', 'output');
    expect(hashInputs(root, INPUTS)).toBe(before);
  });
});

describe('ensureBuilt', () => {
  test('builds a clean tree, then skips while nothing changed', () => {
    const target = fakeTarget();
    expect(ensureBuilt(root, target)).toBe(true);
    expect(ensureBuilt(root, target)).toBe(false);
    expect(target.runs).toBe(1);
    expect(isCurrent(path.join(root, 'dist'), hashInputs(root, INPUTS))).toBe(true);
  });

  test('builds again once a source changed', () => {
    const target = fakeTarget();
    ensureBuilt(root, target);
    write('src/features/a.ts', 'a changed');
    expect(ensureBuilt(root, target)).toBe(true);
    expect(target.runs).toBe(2);
  });

  test('builds again when the output has no stamp (a hand-made or wiped build)', () => {
    const target = fakeTarget();
    ensureBuilt(root, target);
    fs.rmSync(path.join(root, 'dist', STAMP_FILE));
    expect(ensureBuilt(root, target)).toBe(true);
  });

  test('builds again when a file it writes outside its folder is gone (a deleted dist-prerender/)', () => {
    const target = { ...fakeTarget(), alsoWrites: ['dist-prerender/screens.js'] };
    target.build = () => write('dist-prerender/screens.js', 'bundle');
    expect(ensureBuilt(root, target)).toBe(true);
    expect(ensureBuilt(root, target)).toBe(false);
    fs.rmSync(path.join(root, 'dist-prerender'), { recursive: true });
    expect(ensureBuilt(root, target)).toBe(true);
    expect(fs.existsSync(path.join(root, 'dist-prerender/screens.js'))).toBe(true);
  });

  test('a failed build leaves no stamp, so the next start tries again', () => {
    const target = fakeTarget();
    ensureBuilt(root, target);
    write('src/main.tsx', 'broken');
    target.failNext = true;
    expect(() => ensureBuilt(root, target)).toThrow('build failed');
    expect(fs.existsSync(path.join(root, 'dist', STAMP_FILE))).toBe(false);
    target.failNext = false;
    expect(ensureBuilt(root, target)).toBe(true);
    expect(target.runs).toBe(3);
  });
});
