import path from 'node:path';

/** The repository root (this file is test/e2e/support/paths.ts). */
export const repoRoot = path.resolve(__dirname, '../../..');

/** The production build the server serves under /app/. */
export const distDir = path.join(repoRoot, 'dist');

/** Screenshots and other artefacts of a run, for review (git-ignored). */
export const artefactsDir = path.join(repoRoot, 'test-results', 'e2e');

/** Debian's Chromium: the suite never downloads a browser. */
export const chromiumPath = process.env.E2E_CHROMIUM_PATH ?? '/usr/bin/chromium';
