import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../src/app';
import { runBackup, runRestore } from '../../src/tools/backup/backupCommands';
import { customerWithNumber, numbersServedAfterRestore, serverOf, type BackedUpCustomer } from '../helpers/backupDrill';
import { createEmptyTestDataDir, createTestDataDir, databaseUrlFor, removeTestDataDir } from '../helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS, testConfig } from '../helpers/testServer';

// PostgreSQL only (the server project runs this folder when TEST_DATABASE_URL is set): npm run
// backup with pg_dump, npm run restore with pg_restore into a NEW database, and a server started
// on it serves the same customer. Needs PostgreSQL's client programs, which .ci/run installs with
// the server (Debian's postgresql package).

const BACKUP_TIMEOUT_MS = 120_000;
const envFor = (dataDir: string) => ({ DATABASE_URL: databaseUrlFor(dataDir), PATH: process.env.PATH });

let sourceDir: string;
let targetDir: string;
let backupsDir: string;
let customer: BackedUpCustomer;
const backupFile = () => path.join(backupsDir, 'app.dump');
beforeAll(async () => {
  sourceDir = await createTestDataDir();
  // The operator's new database (createdb): nothing in it for the restore to replace.
  targetDir = await createEmptyTestDataDir();
  backupsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-backups-'));
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await removeTestDataDir(sourceDir);
  await removeTestDataDir(targetDir);
  fs.rmSync(backupsDir, { recursive: true, force: true });
});

it('backs up a serving database with pg_dump into a file readable by its owner alone', async () => {
  const config = testConfig(sourceDir);
  const app = await createApp(config);
  try {
    customer = await customerWithNumber(serverOf(app, { config, dataDir: sourceDir }));
    // pg_dump reads one consistent snapshot: the server keeps serving meanwhile.
    expect(await runBackup([backupFile()], envFor(sourceDir))).toBe(`Backed up the PostgreSQL database into ${backupFile()} (pg_dump custom format, readable by its owner only).`);
  } finally {
    await app.close();
  }
  expect(fs.statSync(backupFile()).mode & 0o777).toBe(0o600);
  expect(fs.readFileSync(backupFile()).subarray(0, 5).toString()).toBe('PGDMP');
}, BACKUP_TIMEOUT_MS);

it('restores into a new database, where a server serves the same customer with the same number', async () => {
  expect(await runRestore([backupFile()], envFor(targetDir))).toBe(`Restored ${backupFile()} into the PostgreSQL database.`);
  expect(await numbersServedAfterRestore(testConfig(targetDir), targetDir, customer)).toEqual([customer.phoneNumber]);
}, BACKUP_TIMEOUT_MS);

it('does not restore over a database that is not empty unless told to', async () => {
  await expect(runRestore([backupFile()], envFor(targetDir))).rejects.toThrow('The target database is not empty (');
  expect(await runRestore(['--force', backupFile()], envFor(targetDir))).toBe(`Restored ${backupFile()} into the PostgreSQL database.`);
  expect(await numbersServedAfterRestore(testConfig(targetDir), targetDir, customer)).toEqual([customer.phoneNumber]);
}, BACKUP_TIMEOUT_MS);

it('refuses a backup of the embedded database', async () => {
  const tarball = path.join(backupsDir, 'embedded.tar.gz');
  fs.writeFileSync(tarball, Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00]));
  await expect(runRestore([tarball], envFor(targetDir))).rejects.toThrow('is a backup of an embedded database, and DATABASE_URL names a PostgreSQL server');
});
