import { createApp, type AppDeps } from './app';
import { loadConfig } from './config';
import { exitWithFatalStartError } from './fatalStartError';
import { stopGracefullyOnSignals } from './gracefulShutdown';
import { seedDemoOnFirstStart } from './seed/demoOnFirstStart';

/** Configuration from the environment, the demo account on a new sandbox, then listen until SIGTERM/SIGINT (see gracefulShutdown.ts). */
async function serve(deps: AppDeps) {
  const config = loadConfig();
  const app = await createApp(config, { ...deps, warmUp: true });
  stopGracefullyOnSignals(app, config.drainMs);
  await seedDemoOnFirstStart(app.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  const mode = config.sandbox ? 'sandbox mode: every provider simulated' : 'real mode';
  const startMs = Math.round(process.uptime() * 1000);
  app.log.info({ startMs }, `serving ${config.publicUrl}/app/ (API ${config.publicUrl}/api, docs ${config.publicUrl}/api/docs), ${mode}`);
}

/** Starts the server (index.ts; a test's entry may supply dependencies); a failed start ends the process. */
export function startServer(deps: AppDeps = {}): void {
  serve(deps).catch(exitWithFatalStartError);
}
