import fs from 'node:fs';
import path from 'node:path';
import { withSecretFiles } from '../../secretFiles';
import { backupKindOf, writeBackupFile } from './backupFile';
import { dumpEmbedded, restoreEmbedded } from './embeddedBackup';
import { dumpPostgres, restorePostgres, userRelationCount } from './postgresBackup';

type Env = Record<string, string | undefined>;

/** A mistake in how the command was called: the caller prints the usage with it. */
export class UsageError extends Error {}

/** The database this environment configures, read as the server reads it (secrets from *_FILE too). */
function databaseOf(env: Env): { databaseUrl: string; dataDir: string } {
  const resolved = withSecretFiles(env);
  return { databaseUrl: (resolved.DATABASE_URL ?? '').trim(), dataDir: path.resolve((resolved.DATA_DIR ?? '').trim() || './.data') };
}

function parseArguments(args: string[], flags: string[]): { file: string; flags: Set<string> } {
  const given = new Set<string>();
  const files: string[] = [];
  for (const arg of args) {
    if (arg.startsWith('--')) {
      if (!flags.includes(arg)) throw new UsageError(`Unknown option ${arg}.`);
      given.add(arg);
    } else files.push(arg);
  }
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'Name the backup file.' : `One backup file, not ${files.length}.`);
  return { file: path.resolve(files[0]), flags: given };
}

/** `npm run backup -- FILE`: the configured database into FILE (mode 0600). Returns what it did. */
export async function runBackup(args: string[], env: Env): Promise<string> {
  const { file } = parseArguments(args, []);
  const { databaseUrl, dataDir } = databaseOf(env);
  if (databaseUrl) {
    await writeBackupFile(file, (fd) => dumpPostgres(databaseUrl, fd, env));
    return `Backed up the PostgreSQL database into ${file} (pg_dump custom format, readable by its owner only).`;
  }
  const tarball = await dumpEmbedded(dataDir);
  await writeBackupFile(file, async (fd) => {
    // writeSync may write less than asked: go on until all of it is written.
    for (let written = 0; written < tarball.length; ) written += fs.writeSync(fd, tarball, written);
  });
  return `Backed up the embedded database in ${path.join(dataDir, 'db')} into ${file} (readable by its owner only).`;
}

/** `npm run restore -- [--force] FILE`: FILE into the configured database, which must be empty unless --force. */
export async function runRestore(args: string[], env: Env): Promise<string> {
  const { file, flags } = parseArguments(args, ['--force']);
  const force = flags.has('--force');
  const { databaseUrl, dataDir } = databaseOf(env);
  const kind = backupKindOf(file);
  if (databaseUrl) {
    if (kind !== 'postgres-dump') throw new Error(`${file} is a backup of an embedded database, and DATABASE_URL names a PostgreSQL server: unset DATABASE_URL and set DATA_DIR to restore it.`);
    const relations = await userRelationCount(databaseUrl);
    if (relations > 0 && !force) throw new Error(`The target database is not empty (${relations} tables, views or sequences): restore into a new database (createdb), or give --force to replace what the backup holds.`);
    await restorePostgres(databaseUrl, file, relations > 0, env);
    return `Restored ${file} into the PostgreSQL database.`;
  }
  if (kind !== 'embedded-tarball') throw new Error(`${file} is a pg_dump of a PostgreSQL database, and DATABASE_URL is not set: set DATABASE_URL to the (new, empty) database to restore it into.`);
  const { replacedDir } = await restoreEmbedded(dataDir, fs.readFileSync(file), force);
  const restored = `Restored ${file} into the embedded database in ${path.join(dataDir, 'db')}.`;
  return replacedDir ? `${restored} The database it replaced is in ${replacedDir}: delete it once the restored one is checked.` : restored;
}

const USAGE = {
  backup: 'Usage: npm run backup -- FILE   (DATABASE_URL set: pg_dump of that database; otherwise the embedded database in DATA_DIR, with the server stopped)',
  restore: 'Usage: npm run restore -- [--force] FILE   (into DATABASE_URL, or the embedded database in DATA_DIR; --force replaces a database that is not empty)',
};

/** Runs one of the commands as a program: its report on stdout, a failure on stderr with exit code 1 (2 for a usage mistake). */
export function runAsProgram(command: 'backup' | 'restore'): void {
  const run = command === 'backup' ? runBackup : runRestore;
  run(process.argv.slice(2), process.env).then(
    (report) => console.log(report),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      if (error instanceof UsageError) console.error(USAGE[command]);
      process.exit(error instanceof UsageError ? 2 : 1);
    },
  );
}
