import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's lock file in the data directory: PGlite writes it when it opens the database and
 * removes it when it closes it. Present, a server has the database open (or stopped without closing it).
 */
const LOCK_FILE = 'postmaster.pid';

const databaseDir = (dataDir: string) => path.resolve(dataDir, 'db');

function refuseWhileOpen(dbDir: string): void {
  if (fs.existsSync(path.join(dbDir, LOCK_FILE))) {
    throw new Error(
      `${dbDir} is in use (${LOCK_FILE} is present): stop the server first; the embedded database is copied only while nothing has it open. If no server is running, one stopped without closing it: start it once and stop it.`,
    );
  }
}

const isEmptyDir = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;

/** The embedded database in DATA_DIR/db as PGlite's gzip tarball of its data directory. */
export async function dumpEmbedded(dataDir: string): Promise<Buffer> {
  const dbDir = databaseDir(dataDir);
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) throw new Error(`There is no embedded database in ${dbDir} (DATA_DIR is ${path.resolve(dataDir)}).`);
  refuseWhileOpen(dbDir);
  const pglite = new PGlite(dbDir);
  try {
    await pglite.waitReady;
    const tarball = await pglite.dumpDataDir('gzip');
    return Buffer.from(await tarball.arrayBuffer());
  } finally {
    await pglite.close();
  }
}

export interface EmbeddedRestore {
  /** Where the database that was replaced now is (with --force), to delete once the restore is checked. */
  replacedDir?: string;
}

/**
 * Unpacks a tarball from dumpEmbedded into DATA_DIR/db. A database already there is replaced only
 * with `replace`, and then kept aside (renamed, never deleted); the new one is unpacked beside it
 * first, so a failed restore leaves DATA_DIR/db as it was.
 */
export async function restoreEmbedded(dataDir: string, tarball: Buffer, replace: boolean, now = new Date()): Promise<EmbeddedRestore> {
  const dbDir = databaseDir(dataDir);
  const occupied = !isEmptyDir(dbDir);
  if (occupied && !replace) throw new Error(`${dbDir} already holds a database: restore into an empty DATA_DIR, or give --force to replace it (the current one is kept aside).`);
  if (occupied) refuseWhileOpen(dbDir);

  const restoring = `${dbDir}.restoring`;
  fs.rmSync(restoring, { recursive: true, force: true });
  fs.mkdirSync(restoring, { recursive: true, mode: 0o700 });
  try {
    const pglite = new PGlite(restoring, { loadDataDir: new Blob([new Uint8Array(tarball)]) });
    await pglite.waitReady;
    await pglite.query('select 1');
    await pglite.close();
  } catch (error) {
    fs.rmSync(restoring, { recursive: true, force: true });
    throw new Error(`The backup could not be unpacked: ${(error as Error).message}`);
  }

  let replacedDir: string | undefined;
  if (occupied) {
    replacedDir = `${dbDir}.replaced-${now.toISOString().replace(/[:.]/g, '-')}`;
    fs.renameSync(dbDir, replacedDir);
  } else {
    fs.rmSync(dbDir, { recursive: true, force: true });
  }
  fs.renameSync(restoring, dbDir);
  return { replacedDir };
}
