import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const REPO = path.resolve(__dirname, '../../..');
const BUNDLES_DIR = path.join(REPO, 'node_modules', '.cache', 'server-test-entries');

/**
 * The node arguments that run one of the repository's TypeScript entries ('server/src/index.ts',
 * a test's pausing server...) in a child process: an esbuild bundle of the entry with its source
 * map, made on first use and kept while none of its sources has changed. Under tsx each start
 * resolved, transformed and source-mapped the entry's 360 files again: 3.7 s to the first answer
 * and 5.3 s of CPU, against 2.7 s and 4.0 s from a bundle (2-core machine, embedded database),
 * and the suites start about a hundred servers. `npm start` runs a bundle too (tools/bundleServer.ts).
 */
export function serverEntry(entry: string): string[] {
  const bundle = path.join(BUNDLES_DIR, `${entry.replace(/\.ts$/, '').replace(/[^A-Za-z0-9]+/g, '-')}.cjs`);
  if (!isFresh(bundle)) build(entry, bundle);
  return ['--enable-source-maps', bundle];
}

/** The checkout and the sources a bundle was made from, kept beside it. */
const inputsFileOf = (bundle: string) => `${bundle}.inputs.json`;
interface BundleInputs {
  repo: string;
  inputs: string[];
}

/**
 * Made from this checkout (another one, a worktree sharing node_modules through a symlink, bakes
 * its own server/src into the bundle) after the last change to any of its sources (a source
 * deleted or unreadable: not fresh).
 */
function isFresh(bundle: string): boolean {
  try {
    const madeAt = fs.statSync(bundle).mtimeMs;
    const { repo, inputs } = JSON.parse(fs.readFileSync(inputsFileOf(bundle), 'utf8')) as BundleInputs;
    return repo === REPO && inputs.every((input) => fs.statSync(path.join(REPO, input)).mtimeMs <= madeAt);
  } catch {
    return false;
  }
}

function build(entry: string, bundle: string): void {
  fs.mkdirSync(BUNDLES_DIR, { recursive: true });
  // Written under a name of this process's, then renamed: a parallel worker never runs half a file.
  const building = `${bundle}.${process.pid}.tmp`;
  const { metafile } = buildSync({
    absWorkingDir: REPO,
    entryPoints: [entry],
    outfile: building,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // The dependencies load from node_modules as they do for the sources (the bundle sits inside it).
    packages: 'external',
    sourcemap: 'inline',
    // The server finds the files shipped beside its code from SERVER_SOURCE_DIR (serverSourceDir.ts),
    // its only use of __dirname: server/src, wherever the bundle is.
    define: { __dirname: JSON.stringify(path.join(REPO, 'server', 'src')) },
    metafile: true,
    logLevel: 'warning',
  });
  const made: BundleInputs = { repo: REPO, inputs: Object.keys(metafile.inputs) };
  fs.writeFileSync(inputsFileOf(bundle), JSON.stringify(made));
  fs.renameSync(building, bundle);
}
