import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app';
import { runBackup, runRestore, UsageError } from '../../src/tools/backup/backupCommands';
import { customerWithNumber, numbersServedAfterRestore, serverOf, type BackedUpCustomer } from '../helpers/backupDrill';
import { createTestDataDir, removeTestDataDir } from '../helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig } from '../helpers/testServer';

// The embedded database (DATA_DIR, no DATABASE_URL): npm run backup with the server stopped, npm
// run restore into a new DATA_DIR, and a server started on the restored copy serves the same
// customer. server/test/postgres/backupRestore.test.ts does the same with pg_dump and pg_restore.

const BACKUP_TIMEOUT_MS = 120_000;
const envFor = (dataDir: string) => ({ DATA_DIR: dataDir, PATH: process.env.PATH });
// Embedded by its own configuration too, not only by the run it belongs to (server/test/embedded/).
const embeddedConfig = (dataDir: string) => testConfig(dataDir, { DATABASE_URL: '' });

let sourceDir: string;
let targetDir: string;
let backupsDir: string;
let customer: BackedUpCustomer;
beforeAll(async () => {
  sourceDir = await createTestDataDir();
  targetDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-restore-'));
  backupsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-backups-'));
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await removeTestDataDir(sourceDir);
  fs.rmSync(targetDir, { recursive: true, force: true });
  fs.rmSync(backupsDir, { recursive: true, force: true });
});

describe('a backup of the embedded database', () => {
  const backupFile = () => path.join(backupsDir, 'app.tar.gz');

  it('is refused while a server has the database open, and made once it stopped, readable by its owner alone', async () => {
    const app = await createApp(embeddedConfig(sourceDir));
    try {
      customer = await customerWithNumber(serverOf(app, { config: embeddedConfig(sourceDir), dataDir: sourceDir }));
      await expect(runBackup([backupFile()], envFor(sourceDir))).rejects.toThrow('is in use (postmaster.pid is present): stop the server first');
    } finally {
      await app.close();
    }
    expect(await runBackup([backupFile()], envFor(sourceDir))).toContain(`into ${backupFile()}`);
    expect(fs.statSync(backupFile()).mode & 0o777).toBe(0o600);
    expect(fs.existsSync(`${backupFile()}.partial`)).toBe(false);
    await expect(runBackup([backupFile()], envFor(sourceDir))).rejects.toThrow('already exists');
  }, BACKUP_TIMEOUT_MS);

  it('restores into a new DATA_DIR, where a server serves the same customer with the same number', async () => {
    expect(await runRestore([backupFile()], envFor(targetDir))).toBe(`Restored ${backupFile()} into the embedded database in ${path.join(targetDir, 'db')}.`);
    expect(await numbersServedAfterRestore(embeddedConfig(targetDir), targetDir, customer)).toEqual([customer.phoneNumber]);
  }, BACKUP_TIMEOUT_MS);

  it('does not overwrite a database unless told to, and then keeps the replaced one aside', async () => {
    await expect(runRestore([backupFile()], envFor(targetDir))).rejects.toThrow('already holds a database: restore into an empty DATA_DIR, or give --force');
    const report = await runRestore(['--force', backupFile()], envFor(targetDir));
    const replaced = /The database it replaced is in (\S+):/.exec(report)?.[1] ?? '';
    expect(fs.existsSync(path.join(replaced, 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(targetDir, 'db', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(targetDir, 'db.restoring'))).toBe(false);
  }, BACKUP_TIMEOUT_MS);
});

describe('the backup commands', () => {
  it('say what is wrong with how they were called', async () => {
    await expect(runBackup([], envFor(sourceDir))).rejects.toThrow(new UsageError('Name the backup file.'));
    await expect(runRestore(['--overwrite', 'x'], envFor(sourceDir))).rejects.toThrow(new UsageError('Unknown option --overwrite.'));
  });

  it('refuse a file that is not a backup, or a backup of the other kind of database', async () => {
    const notABackup = path.join(backupsDir, 'notes.txt');
    fs.writeFileSync(notABackup, 'hello');
    await expect(runRestore([notABackup], envFor(targetDir))).rejects.toThrow('is not a backup made by npm run backup');
    const dump = path.join(backupsDir, 'app.dump');
    fs.writeFileSync(dump, 'PGDMP and the rest');
    await expect(runRestore([dump], envFor(targetDir))).rejects.toThrow('is a pg_dump of a PostgreSQL database, and DATABASE_URL is not set');
  });

  it('name what to install when PostgreSQL client programs are missing', async () => {
    const env = { DATABASE_URL: 'postgres://app:secret@127.0.0.1:1/app', PATH: path.join(backupsDir, 'no-programs-here') };
    const target = path.join(backupsDir, 'never.dump');
    await expect(runBackup([target], env)).rejects.toThrow("pg_dump was not found on PATH: install PostgreSQL's client programs");
    expect(fs.existsSync(target)).toBe(false);
    expect(fs.existsSync(`${target}.partial`)).toBe(false);
  });
});
