import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../../server/src/db/database';
import { migrateToLatest } from '../../server/src/db/migrate';
import { cpuMsOf } from './apiLoad';
import { budgets } from './budgets';
import { measured, type Measurement } from './report';
import { freePort, freshDataDir } from './serverProcess';

const SUITE = 'Instant starts (embedded database, loopback)';
const COLD_RUNS = 5;
/** Long enough for a start that rebuilds everything on a busy machine: the measurement then fails, the bench does not hang. */
const GIVE_UP_MS = 300_000;

/** A process of its own group (detached), so that stopping it stops `npm start`'s children too. */
function spawnGroup(command: string, args: string[], rootDir: string, env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    cwd: rootDir,
    detached: true,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Stops the whole group (SIGTERM, then SIGKILL after 10 s) and waits for its leader to exit. */
async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined) return;
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is gone already.
    }
  };
  signalGroup('SIGTERM');
  const killer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killer);
  // The leader may exit before its children (npm before node): make sure none is left.
  signalGroup('SIGKILL');
}

async function answers200(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Milliseconds from `startedAt` until every one of `urls` has answered 200 (polled every 10 ms). */
async function msUntilServing(child: ChildProcess, urls: string[], startedAt: number): Promise<number> {
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before serving`);
    if (performance.now() - startedAt > GIVE_UP_MS) throw new Error(`The server did not serve ${[...pending].join(', ')} within ${GIVE_UP_MS} ms`);
    for (const url of [...pending]) if (await answers200(url)) pending.delete(url);
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - startedAt;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The instant starts. First `npm start`'s build step (server/src/tools/ensureBuild.ts)
 * makes dist/ and dist-server/ current (building only what changed). Then:
 * - cold start: `node dist-server/server/src/index.js` as a fresh process on an embedded database
 *   whose migrations are applied, until /api/healthz and /app/login both answer 200; median of 5;
 * - a second `npm start` on the unchanged tree (both builds reused by their input hash), until the
 *   same two answer 200.
 * Each process is started in a group of its own and the whole group is stopped.
 */
export async function measureStartup(rootDir: string): Promise<Measurement[]> {
  execFileSync(process.execPath, ['--import', 'tsx', 'server/src/tools/ensureBuild.ts'], { cwd: rootDir, stdio: ['ignore', 'inherit', 'inherit'] });
  const dataDir = freshDataDir();
  const db = await openDatabase({ dataDir, databaseUrl: '' });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }

  /** Wall-clock ms until both answered, and the CPU ms the process (the group's leader) had used by then. */
  const serve = async (command: string, args: string[]): Promise<{ ms: number; cpuMs: number }> => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const startedAt = performance.now();
    const child = spawnGroup(command, args, rootDir, { PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: baseUrl });
    try {
      const ms = await msUntilServing(child, [`${baseUrl}/api/healthz`, `${baseUrl}/app/login`], startedAt);
      return { ms, cpuMs: cpuMsOf(child.pid!) };
    } finally {
      await stopGroup(child);
    }
  };

  const cold: { ms: number; cpuMs: number }[] = [];
  for (let run = 0; run < COLD_RUNS; run += 1) cold.push(await serve(process.execPath, ['dist-server/server/src/index.js']));
  const second = await serve('npm', ['start']);
  const coldMs = cold.map((run) => run.ms);
  return [
    measured(SUITE, `cold start of the compiled server until /api/healthz and /app/login answer 200: median of ${COLD_RUNS}`, median(coldMs), 'ms', { limit: budgets.coldStartMs, atMost: true }, `runs ${coldMs.map(Math.round).join(', ')} ms; migrations already applied`),
    measured(
      SUITE,
      `cold start: CPU time the server process had used when it first served, median of ${COLD_RUNS}`,
      median(cold.map((run) => run.cpuMs)),
      'ms',
      undefined,
      'user + system, all its threads: what a busy shared machine inflates least',
    ),
    measured(SUITE, 'a second `npm start` on an unchanged tree until /api/healthz and /app/login answer 200', second.ms, 'ms', { limit: budgets.secondStartMs, atMost: true }, 'both builds reused'),
  ];
}
