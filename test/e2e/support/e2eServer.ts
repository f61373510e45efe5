import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createApp } from '../../../server/src/app';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import type { Database } from '../../../server/src/db/schema';
import { seedDemoAccount, type SeedResult } from '../../../server/src/seed/seedDemoAccount';
import { renderOnThisThread, type RenderedScreens, type ScreenRenderer } from '../../../server/src/static/screenRenderers';
import { createEmbeddedTestDataDir } from '../../../server/test/helpers/testDatabase';
import { distDir } from './paths';

/** The telephony webhook secret every journey's server is started with. */
export const E2E_WEBHOOK_SECRET = 'e2e-telephony-secret';

export interface E2eServer {
  app: FastifyInstance;
  config: ServerConfig;
  db: Kysely<Database>;
  /** http://127.0.0.1:<port> (or localhost, see E2eServerOptions), the PUBLIC_URL of the emails. */
  origin: string;
  dataDir: string;
  /** The demo account, when the server was started with `seed: true`. */
  demo: SeedResult | null;
}

export interface E2eServerOptions {
  /** Create the demo account (`npm run seed`) before the server listens. */
  seed?: boolean;
  /** Extra environment variables, e.g. MIGRATION_REDIRECT_HOSTS. */
  env?: Record<string, string>;
  /**
   * Opened as http://localhost:<port> rather than 127.0.0.1: passkeys (WebAuthn) are bound to a
   * host name, and browsers refuse an IP address as the relying party id. The server still
   * listens on 127.0.0.1; its PUBLIC_URL (and so WEBAUTHN_ORIGIN and WEBAUTHN_RP_ID) is this origin.
   */
  localhost?: boolean;
}

/**
 * One render of the build's screens for each configuration, shared by the journey servers of this
 * test file: the same bundle renders the same pages for the same configuration, and loading the
 * 5 MB bundle anew took each server about 0.3 s of CPU.
 */
const renderedScreens = new Map<string, Promise<RenderedScreens>>();
const renderOncePerConfig: ScreenRenderer = (bundleFile, appConfig) => {
  const key = `${bundleFile}\n${fsSync.statSync(bundleFile).mtimeMs}\n${JSON.stringify(appConfig)}`;
  const known = renderedScreens.get(key);
  if (known) return known;
  const rendering = renderOnThisThread(bundleFile, appConfig);
  renderedScreens.set(key, rendering);
  // A render that failed is not kept: the next server tries again (and reports it).
  rendering.catch(() => renderedScreens.delete(key));
  return rendering;
};

/** A loopback port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the real API server (the same createApp as `npm start`) in this process, on a free
 * loopback port, with a fresh data directory (the embedded database already migrated), the mail outbox and every
 * provider in sandbox mode. Only the variables below are read, never the caller's environment, so
 * a developer's Stripe or reCAPTCHA keys cannot leak into a run. In-process, so that a journey can
 * arrange and check what only the database shows (a revoked token, one subscription).
 */
export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const port = await freePort();
  const origin = `http://${options.localhost ? 'localhost' : '127.0.0.1'}:${port}`;
  // A copy of the server suite's migrated template: a new embedded database migrated from nothing
  // takes seconds of CPU, a copy well under one, and there is one per journey.
  const dataDir = await createEmbeddedTestDataDir();
  const config = loadConfig({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: distDir,
    PUBLIC_URL: origin,
    LOG_LEVEL: 'error',
    // Said outright: a journey that set a provider credential would stop the start, not mix modes.
    SANDBOX: '1',
    TELEPHONY_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
    // The sandbox carrier completes a port request this soon, so a journey can wait for it.
    PORT_COMPLETION_DELAY_MS: '3000',
    ...options.env,
  });
  const app = await createApp(config, { screenRenderer: renderOncePerConfig });
  try {
    const demo = options.seed ? await seedDemoAccount(app.db) : null;
    await app.listen({ port, host: config.host });
    return { app, config, db: app.db, origin, dataDir, demo };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** Stops the server (after its background work, e.g. mail) and deletes its data directory. */
export async function stopE2eServer(server: E2eServer): Promise<void> {
  await server.app.close();
  await fs.rm(server.dataDir, { recursive: true, force: true });
}
