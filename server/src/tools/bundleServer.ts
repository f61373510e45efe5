import path from 'node:path';
import { buildSync } from 'esbuild';

/**
 * `npm run build:server`'s last step (instant starts): the compiled server's entry
 * (server/src/index.js) becomes one file holding every module it loads, the dependencies'
 * included. Loading some 900 files (kysely alone is some 300 ES modules) took about a quarter of
 * a cold start on a 2-core host. The bundle stays where the entry was, so that what locates files
 * beside the code (serverSourceDir.ts) finds them as before; each module still runs only when first
 * required, in the same order (esbuild wraps each one). Left outside: what loads files of its own
 * package at run time (PGlite's WebAssembly and data), native addons, and what a start does not load.
 *
 * Usage: node dist-server/server/src/tools/bundleServer.js [compiled server folder, default dist-server]
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  'argon2',
  'pg-native',
  // Loaded only in real mode or with the first PDF receipt (providers/realProviders.ts,
  // billing/receiptPdf.ts): 2.8 MB that every start would otherwise read and parse.
  'stripe',
  'nodemailer',
  'pdf-lib',
];

function bundleServer(outDir: string): void {
  const entry = path.join(outDir, 'server', 'src', 'index.js');
  buildSync({
    entryPoints: [entry],
    outfile: entry,
    allowOverwrite: true,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: EXTERNAL,
    // The prerender bundle is required by a path known only at run time: that require stays as is.
    logOverride: { 'unsupported-require-call': 'silent' },
    logLevel: 'warning',
  });
}

bundleServer(path.resolve(process.argv[2] ?? 'dist-server'));
