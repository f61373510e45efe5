import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's process id (its CPU time is read from /proc by suites that report it). */
  pid: number;
  stop(): Promise<void>;
}

/** A free loopback port, as the OS hands it out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export function freshDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
}

async function waitUntilUp(baseUrl: string, child: ChildProcess): Promise<void> {
  // Generous: the first start compiles the server with tsx and opens the embedded database.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`);
    try {
      // Any answer from the API (GET /api/plans/ may ask for a token: 401) means it is listening.
      if ((await fetch(`${baseUrl}/api/plans/`)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not answer within 180 s');
}

/**
 * The per-source request budget off (0): a suite's whole load comes from one address (loopback),
 * which that budget would mostly answer 429 before the work the suite measures.
 */
export const PER_SOURCE_BUDGET_OFF: Record<string, string> = { RATE_LIMIT_REQUESTS_PER_IP_BURST: '0' };

/** Starts the real server (`npm start` without the build) on a free port over `dataDir`: sandbox mode unless `env` configures every provider. */
export async function startServer(rootDir: string, dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: rootDir,
    // DRAIN_MS 0: stop() need not wait out a load balancer's notice. The load comes from one
    // address standing for many customers: the request budget is paid (its statement measured) but
    // far above what a suite sends.
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, LOG_LEVEL: 'warn', DRAIN_MS: '0', RATE_LIMIT_REQUESTS_PER_IP_BURST: '1000000', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilUp(baseUrl, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The answer of POST /api/user/websignin/ (SPEC §7): the SPA keeps it as the session's user. */
export interface SignedInUser {
  user_token: string;
  is_migrated: boolean;
  redirect_url: string | null;
}

/** Signs in through the API, as the login page does, for suites that start a page already signed in. */
export async function signInThroughApi(baseUrl: string, email: string, password: string): Promise<SignedInUser> {
  const response = await fetch(`${baseUrl}/api/user/websignin/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const user = (await response.json()) as SignedInUser;
  if (!response.ok || !user.user_token) throw new Error(`Sign-in for the benchmark failed: ${response.status}`);
  return user;
}
