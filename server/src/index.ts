import { createApp } from './app';
import { loadConfig } from './config';

/** Starts the server: configuration from the environment, then listen until SIGINT/SIGTERM. */
async function main() {
  const config = loadConfig();
  const app = await createApp(config);
  const stop = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  const mode = config.sandbox ? 'sandbox mode: every provider simulated' : 'real mode';
  app.log.info(`serving ${config.publicUrl}/app/ (API ${config.publicUrl}/api, docs ${config.publicUrl}/api/docs), ${mode}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
