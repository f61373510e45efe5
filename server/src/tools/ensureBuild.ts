import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, type BuildTarget } from './buildStamp';

/**
 * `npm start`'s first step: builds the SPA (dist/) and the server (dist-server/) only when their
 * sources changed since the last successful build (buildStamp.ts), so a second start on the same
 * tree serves within seconds instead of minutes. Exits non-zero when a build fails.
 */
const ROOT = path.resolve(__dirname, '../../..');

function npmRun(script: string): () => void {
  return () => {
    const run = spawnSync('npm', ['run', script], { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`npm run ${script} failed (exit ${run.status ?? run.signal}).`);
  };
}

/** Each build's inputs: whatever its output depends on, lock file included (a dependency update rebuilds). */
const buildTargets: BuildTarget[] = [
  {
    name: 'the SPA',
    // The configuration's own modules, and the server's compression rules the build writes its copies by.
    inputs: [
      'src',
      'public',
      'webpack.config.ts',
      'webpack.chunkNames.ts',
      'webpack.precompress.ts',
      'server/src/static/compression.ts',
      'server/src/static/contentTypes.ts',
      'package-lock.json',
      'tsconfig.json',
    ],
    outDir: 'dist',
    // The server's prerender bundle, made by the same build beside dist/ (prerenderedPages.ts).
    alsoWrites: ['dist-prerender/screens.js'],
    build: npmRun('build'),
  },
  {
    name: 'the server',
    // The server imports the wire types from src/contract (types only, but checked and emitted by
    // the build: a change there must rebuild); its data (area codes, demo pictures) is copied;
    // package.json holds the build command.
    inputs: ['server/src', 'server/data', 'server/tsconfig.build.json', 'src/contract', 'src/config', 'package-lock.json', 'tsconfig.json', 'package.json'],
    outDir: 'dist-server',
    build: npmRun('build:server'),
  },
];

function main() {
  for (const target of buildTargets) {
    const startedAt = Date.now();
    const built = ensureBuilt(ROOT, target);
    console.log(built ? `Built ${target.name} in ${Math.round((Date.now() - startedAt) / 1000)} s.` : `${target.name[0].toUpperCase()}${target.name.slice(1)} is current: build skipped.`);
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
