import fs from 'node:fs';
import path from 'node:path';
import { artefactsDir, chromiumPath, distDir } from './paths';

/** Fails the run at once, with the fix, when the build or the browser is missing; clears old artefacts. */
export default function globalSetup(): void {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`The browser suite needs the production build: ${distDir}/index.html is missing. Run "npm run build" first (npm run test:e2e does).`);
  }
  if (!fs.existsSync(chromiumPath)) {
    throw new Error(`The browser suite needs Debian's Chromium at ${chromiumPath} ("apt-get install chromium"); it never downloads a browser.`);
  }
  fs.rmSync(artefactsDir, { recursive: true, force: true });
  fs.mkdirSync(artefactsDir, { recursive: true });
}
