import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVER_BUILD_INPUTS, SPA_BUILD_INPUTS } from './buildInputs';
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

/** Each build's inputs (buildInputs.ts): whatever its output depends on, lock file included (a dependency update rebuilds). */
const buildTargets: BuildTarget[] = [
  {
    name: 'the SPA',
    inputs: SPA_BUILD_INPUTS,
    outDir: 'dist',
    // The server's prerender bundle, made by the same build beside dist/ (prerenderedPages.ts).
    alsoWrites: ['dist-prerender/screens.js'],
    build: npmRun('build'),
  },
  {
    name: 'the server',
    inputs: SERVER_BUILD_INPUTS,
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
