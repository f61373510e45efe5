import { createApp } from './app';
import { loadConfig } from './config';
import { stopGracefullyOnSignals } from './gracefulShutdown';

/** Starts the server: configuration from the environment, then listen until SIGTERM/SIGINT (drained, see gracefulShutdown.ts). */
async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  stopGracefullyOnSignals(app, config.drainMs);
  await app.listen({ port: config.port, host: config.host });
  const mode = config.sandbox ? 'sandbox mode: every provider simulated' : 'real mode';
  const startMs = Math.round(process.uptime() * 1000);
  app.log.info({ startMs }, `serving ${config.publicUrl}/app/ (API ${config.publicUrl}/api, docs ${config.publicUrl}/api/docs), ${mode}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
