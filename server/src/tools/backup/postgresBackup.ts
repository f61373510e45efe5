import { spawn } from 'node:child_process';
import pg from 'pg';

type Env = Record<string, string | undefined>;

/**
 * libpq's connection settings for a DATABASE_URL: the URL without its password (which would show in
 * the process list), the password in PGPASSWORD.
 */
function libpqConnection(databaseUrl: string, env: Env): { dbname: string; env: Env } {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new Error('DATABASE_URL is not a URL (postgres://user:password@host:5432/database).');
  }
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...env, PGPASSWORD: password } : env };
}

/** Runs a PostgreSQL client program; a missing program gets a message saying what to install. */
function runClient(program: string, args: string[], env: Env, stdout: number | 'ignore' = 'ignore'): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['ignore', stdout, 'pipe'] });
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(new Error(`${program} was not found on PATH: install PostgreSQL's client programs, the server's major version or newer (Debian: apt-get install postgresql-client).`));
      } else reject(error);
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${program} failed (${signal ?? `exit ${code}`}): ${errors.trim() || 'no message'}`));
    });
  });
}

/** pg_dump in its custom format (-Fc: compressed, restored selectively by pg_restore) into `fd`. */
export function dumpPostgres(databaseUrl: string, fd: number, env: Env): Promise<void> {
  const connection = libpqConnection(databaseUrl, env);
  return runClient('pg_dump', ['--format=custom', `--dbname=${connection.dbname}`], connection.env, fd);
}

/** How many tables, views and sequences the database has outside PostgreSQL's own schemas. */
export async function userRelationCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: string }>(
      `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S') and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%'`,
    );
    return Number(result.rows[0].count);
  } finally {
    await client.end();
  }
}

/**
 * pg_restore of a -Fc file in one transaction: a failure leaves the database as it was. With
 * `replace`, what the dump holds is dropped first (--clean); the caller has checked the target.
 */
export function restorePostgres(databaseUrl: string, file: string, replace: boolean, env: Env): Promise<void> {
  const connection = libpqConnection(databaseUrl, env);
  const args = ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...(replace ? ['--clean', '--if-exists'] : []), `--dbname=${connection.dbname}`, file];
  return runClient('pg_restore', args, connection.env);
}
