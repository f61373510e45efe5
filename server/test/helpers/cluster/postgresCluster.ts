import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** A Debian PostgreSQL cluster on this machine (pg_lsclusters). */
export interface LocalCluster {
  version: string;
  name: string;
  port: number;
}

const run = promisify(execFile);

/** Root runs the cluster tools itself; anyone else through sudo without a password prompt. */
function asRoot(command: string, args: string[]) {
  return process.getuid?.() === 0 ? run(command, args) : run('sudo', ['-n', command, ...args]);
}

/**
 * The local cluster that serves `databaseUrl` (the one server/test/postgres/start-postgres.sh
 * started: the newest version's `main`), found by its port, so that a test can restart it.
 */
export async function localClusterServing(databaseUrl: string): Promise<LocalCluster> {
  const port = Number(new URL(databaseUrl).port || 5432);
  const { stdout } = await run('pg_lsclusters', ['-h']).catch(() => {
    throw new Error('pg_lsclusters is missing: restarting PostgreSQL needs a Debian cluster on this machine (server/test/postgres/start-postgres.sh).');
  });
  const clusters = stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .map(([version, name, clusterPort]) => ({ version, name, port: Number(clusterPort) }));
  const cluster = clusters.find((candidate) => candidate.port === port);
  if (!cluster) throw new Error(`No local PostgreSQL cluster listens on port ${port} (pg_lsclusters: ${stdout.trim()})`);
  return cluster;
}

/** `pg_ctlcluster VERSION NAME restart` (fast shutdown: every connection is cut); resolves once it accepts connections again. */
export async function restartCluster(cluster: LocalCluster): Promise<void> {
  await asRoot('pg_ctlcluster', [cluster.version, cluster.name, 'restart']);
}

/** `pg_ctlcluster VERSION NAME stop` (fast shutdown): the database is gone until startCluster. */
export async function stopCluster(cluster: LocalCluster): Promise<void> {
  await asRoot('pg_ctlcluster', [cluster.version, cluster.name, 'stop', '-m', 'fast']);
}

/** `pg_ctlcluster VERSION NAME start`; resolves once it accepts connections. */
export async function startCluster(cluster: LocalCluster): Promise<void> {
  await asRoot('pg_ctlcluster', [cluster.version, cluster.name, 'start']);
}
