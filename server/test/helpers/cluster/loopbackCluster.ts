import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Kysely } from 'kysely';
import { openDatabase } from '../../../src/db/database';
import type { Database } from '../../../src/db/schema';
import { loopbackHaproxyConfig, readShippedHaproxyConfig } from '../deployFiles/haproxyConfig';
import { freePort, killServerProcess, REPO, startServerProcess, type ServerProcess } from '../serverProcess';
import { serverEntry } from '../serverEntry';
import { createTestDataDir, databaseUrlFor, removeTestDataDir } from '../testDatabase';
import { startHaproxy, type HaproxyProcess } from './haproxyProcess';

/** The instances' names in haproxy.cfg and compose.yaml. */
export const INSTANCES = ['api1', 'api2'] as const;
export type InstanceName = (typeof INSTANCES)[number];

/**
 * compose.yaml's topology on loopback, without containers: a fresh database on TEST_DATABASE_URL's
 * server, migrated by `npm run migrate`; two real servers (each its own DATA_DIR, as on two
 * machines) started with MIGRATE_ON_START=false; HAProxy in front with the shipped haproxy.cfg
 * moved onto loopback ports.
 */
export interface LoopbackCluster {
  /** The balancer: what clients (and PUBLIC_URL) use. */
  url: string;
  databaseUrl: string;
  /** The test's own connection to the database, for setting up data. */
  db: Kysely<Database>;
  instances: Record<InstanceName, ServerProcess>;
  haproxy: HaproxyProcess;
  /** HAProxy's stats page (helpers/cluster/balancerState.ts reads it). */
  statsUrl: string;
  /** Starts `name` again on its port (after it was stopped), optionally as another build (`command`) or with more settings. */
  restart: (name: InstanceName, replacement?: Replacement) => Promise<ServerProcess>;
  stop: () => Promise<void>;
}

/** What a restarted instance runs instead of the first one's: another entry (another release) or settings. */
export interface Replacement {
  command?: string[];
  env?: Record<string, string>;
}

export async function startLoopbackCluster(env: Record<string, string> = {}): Promise<LoopbackCluster> {
  const clusterDir = await createTestDataDir();
  const databaseUrl = databaseUrlFor(clusterDir);
  if (!databaseUrl) throw new Error('The cluster runs on PostgreSQL only: set TEST_DATABASE_URL (server/test/postgres/start-postgres.sh prints one).');
  const started: { instances: Partial<Record<InstanceName, ServerProcess>>; haproxy?: HaproxyProcess; db?: Kysely<Database> } = { instances: {} };
  const stop = async () => {
    await started.haproxy?.stop();
    for (const name of INSTANCES) await killServerProcess(started.instances[name]);
    await started.db?.destroy();
    await removeTestDataDir(clusterDir);
  };
  try {
    // As the deployment's migrate service does (node dist-server/server/src/migrate.js), before any instance starts.
    await promisify(execFile)(process.execPath, serverEntry('server/src/migrate.ts'), { cwd: REPO, env: { ...process.env, DATABASE_URL: databaseUrl } });
    const [lbPort, statsPort, ...instancePorts] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const ports = Object.fromEntries(INSTANCES.map((name, index) => [name, instancePorts[index]])) as Record<InstanceName, number>;
    const url = `http://127.0.0.1:${lbPort}`;
    const instanceEnv = {
      DATABASE_URL: databaseUrl,
      MIGRATE_ON_START: 'false',
      PUBLIC_URL: url,
      SANDBOX: '1',
      TRUST_PROXY: 'loopback',
      DRAIN_MS: '0',
      // Every request comes from 127.0.0.1 through the balancer: budget paid, never met.
      RATE_LIMIT_REQUESTS_PER_IP_BURST: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    };
    const startInstance = async (name: InstanceName, replacement: Replacement = {}) => {
      const dataDir = path.join(clusterDir, name);
      fs.mkdirSync(dataDir, { recursive: true });
      started.instances[name] = await startServerProcess(dataDir, { ...instanceEnv, ...replacement.env, PORT: String(ports[name]) }, replacement.command);
      return started.instances[name];
    };
    for (const name of INSTANCES) await startInstance(name);
    const config = loopbackHaproxyConfig(readShippedHaproxyConfig(), { binds: { web: lbPort, stats: statsPort }, servers: ports });
    started.haproxy = await startHaproxy(config, `${url}/api/healthz`);
    started.db = await openDatabase({ databaseUrl, dataDir: os.tmpdir() });
    return {
      url,
      databaseUrl,
      db: started.db,
      instances: started.instances as Record<InstanceName, ServerProcess>,
      haproxy: started.haproxy,
      statsUrl: `http://127.0.0.1:${statsPort}/`,
      restart: startInstance,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
