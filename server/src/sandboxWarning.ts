import type { ServerConfig } from './config';
import type { Logger } from './lib/logger';
import { simulatedProviders } from './providerMode';

/** The start-up warning of a sandbox server: nobody should mistake it for production, or put real customers on it. */
export function warnOfSandboxMode(config: ServerConfig, log: Pick<Logger, 'warn'>): void {
  if (!config.sandbox) return;
  const simulated = simulatedProviders(config);
  log.warn(
    { sandbox: true, simulated },
    `SANDBOX MODE: simulated on this machine: ${simulated.join(', ')}. Anyone can sign in as any customer through the sandbox sign-in page (/api/sandbox/): never run it on real customers' data. Set every provider's credentials for real mode (README › Configuration).`,
  );
  // Several instances may share this database: each would link to (and sign tokens as) itself.
  if (config.databaseUrl && config.publicUrlDefaulted) {
    log.warn(
      { publicUrl: config.publicUrl },
      `PUBLIC_URL is not set: links in mail and sandbox sign-in tokens name this instance (${config.publicUrl}). With several instances on DATABASE_URL, set PUBLIC_URL to the address in front of them all (README › Running several instances).`,
    );
  }
}
