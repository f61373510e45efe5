import { loadConfig } from './config';
import { bootPgliteEarly } from './db/embeddedBoot';
import { exitWithFatalStartError } from './fatalStartError';
import { unsupportedNodeReason } from './supportedNode';

/**
 * Instant starts: the embedded database starts booting before the rest of the server
 * loads. Part of its boot (reading and compiling its WebAssembly) happens off the main thread, so
 * that part overlaps with loading the server's modules instead of following it. A configuration error is left to
 * startServer, which reads the configuration again and reports it.
 */
function bootDatabaseEarly(): void {
  try {
    const config = loadConfig();
    if (config.databaseUrl === '') bootPgliteEarly(config.dataDir);
  } catch {
    // Reported by startServer.
  }
}

// An older Node dies without a word loading the password hasher's native binary (Node 20:
// a segmentation fault): say why instead, before serve.js loads it.
const unsupportedNode = unsupportedNodeReason(process.versions.node);
if (unsupportedNode) exitWithFatalStartError(new Error(unsupportedNode));

bootDatabaseEarly();
// Imported only now: a static import would load every module before the boot above starts.
import('./serve.js').then(
  ({ startServer }) => startServer(),
  (error: unknown) => exitWithFatalStartError(error),
);
