import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { serverEntry } from './serverEntry';
import { databaseUrlFor } from './testDatabase';

export const REPO = path.resolve(__dirname, '../../..');
const START_TIMEOUT_MS = 60_000;

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

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its exit code (null when ended by a signal). */
  exited: Promise<number | null>;
  /** Milliseconds from spawn to the first answer of GET /api/healthz. */
  firstAnswerMs: number;
}

/**
 * The real server as a child process on the test database of `dataDir`, once it answers
 * GET /api/healthz. `command` runs it (default: the server's entry, see serverEntry; `npm start` runs the compiled build).
 * It listens on a free port, or on `env.PORT` when given (a replacement behind a load balancer).
 */
export async function startServerProcess(dataDir: string, env: Record<string, string> = {}, command = serverEntry('server/src/index.ts')): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, command, {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), DATABASE_URL: databaseUrlFor(dataDir), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + START_TIMEOUT_MS; ; ) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { child, port, baseUrl, output: () => output, exited, firstAnswerMs: performance.now() - spawnedAt };
}

/** Ends the process if it still runs (a test that failed half-way). */
export async function killServerProcess(server: ServerProcess | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGKILL');
  await server.exited;
}
