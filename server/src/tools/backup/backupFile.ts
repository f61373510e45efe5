import fs from 'node:fs';

/** What a backup file holds, told by its first bytes. */
export type BackupKind = 'postgres-dump' | 'embedded-tarball';

/** pg_dump's custom format (-Fc) starts with these bytes. */
const PG_DUMP_MAGIC = Buffer.from('PGDMP');
/** The embedded database's backup is PGlite's gzip-compressed tarball of its data directory. */
const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);

/** Read and write for the owner only: a backup holds every secret the database holds. */
export const BACKUP_FILE_MODE = 0o600;

export function backupKindOf(file: string): BackupKind {
  let head: Buffer;
  try {
    const fd = fs.openSync(file, 'r');
    try {
      head = Buffer.alloc(PG_DUMP_MAGIC.length);
      fs.readSync(fd, head, 0, head.length, 0);
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw new Error(`Cannot read the backup ${file} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  if (head.equals(PG_DUMP_MAGIC)) return 'postgres-dump';
  if (head.subarray(0, GZIP_MAGIC.length).equals(GZIP_MAGIC)) return 'embedded-tarball';
  throw new Error(`${file} is not a backup made by npm run backup (neither a pg_dump -Fc file nor an embedded database tarball).`);
}

/**
 * Writes a backup through `write` into `file`: the file is created for the owner alone before any
 * byte lands in it (whatever the umask), filled under a temporary name and renamed when complete,
 * so that an interrupted backup never looks like a finished one. An existing file is left alone.
 */
export async function writeBackupFile(file: string, write: (fd: number) => Promise<void>): Promise<void> {
  if (fs.existsSync(file)) throw new Error(`${file} already exists: give a new file name (a backup never overwrites another).`);
  const partial = `${file}.partial`;
  let fd: number;
  try {
    fd = fs.openSync(partial, 'wx', BACKUP_FILE_MODE);
  } catch (error) {
    throw new Error(`Cannot create ${partial} (${(error as NodeJS.ErrnoException).code ?? 'error'}).`);
  }
  try {
    fs.fchmodSync(fd, BACKUP_FILE_MODE);
    await write(fd);
    fs.fsyncSync(fd);
  } catch (error) {
    fs.closeSync(fd);
    fs.rmSync(partial, { force: true });
    throw error;
  }
  fs.closeSync(fd);
  fs.renameSync(partial, file);
}
