import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../src/db/migrations');

/** Free space a memory file system needs to be used: the template, a few test databases and Chromium's share. */
const MEMORY_ROOM_BYTES = 2 * 1024 ** 3;

/**
 * Where test data directories go: a memory file system when the machine has one with room (Linux's
 * /dev/shm; a container's is often 64 MB), else the temporary directory. Each test file and journey
 * copies a 41 MB database; on this project's machines a copy takes 0.7–1.5 s on disk (ext4,
 * discard) and 50–80 ms in memory.
 */
function scratchRoot(): string {
  const memory = '/dev/shm';
  try {
    fs.accessSync(memory, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(memory);
    return bavail * bsize >= MEMORY_ROOM_BYTES ? memory : os.tmpdir();
  } catch {
    return os.tmpdir();
  }
}
const SCRATCH_ROOT = scratchRoot();
const TEMPLATE_ROOT = path.join(SCRATCH_ROOT, 'api-server-test-templates');
/** A new, empty test DATA_DIR. */
const newDataDir = () => fs.mkdtempSync(path.join(SCRATCH_ROOT, 'api-server-test-'));

/**
 * The test databases' buffer cache: PostgreSQL's default (128 MB, what production keeps) is
 * zeroed at every boot, which took PGlite 0.7–1.5 s of CPU a boot here, against 0.2–0.5 s with
 * 16 MB. A test database holds a few megabytes; the cache's size changes no answer.
 */
const TEST_SHARED_BUFFERS = '16MB';

/** Changes whenever a migration or the template's settings change, so a stale template is never reused. */
function templateFingerprint(): string {
  const hash = createHash('sha256').update(`shared_buffers=${TEST_SHARED_BUFFERS}`);
  for (const file of fs.readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated, empty embedded database, made once per migration set and copied for each test file:
 * PGlite's first open of a new data directory takes seconds, a copy well under one.
 */
async function templateDataDir(): Promise<string> {
  const template = path.join(TEMPLATE_ROOT, templateFingerprint());
  if (fs.existsSync(path.join(template, 'db'))) return template;
  const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(building, { recursive: true });
  const db = await openDatabase({ databaseUrl: '', dataDir: building });
  await migrateToLatest(db);
  // Written to the template's postgresql.auto.conf: every copy boots with it.
  await sql`alter system set shared_buffers = ${sql.lit(TEST_SHARED_BUFFERS)}`.execute(db);
  await db.destroy();
  try {
    // Atomic: a parallel worker either sees no template or a complete one.
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  removeStaleTemplates(template);
  return template;
}

/** Templates of other migration sets made over a day ago are removed: in memory they would hold RAM until a reboot. */
function removeStaleTemplates(current: string): void {
  const dayAgo = Date.now() - 24 * 3_600_000;
  for (const name of fs.readdirSync(TEMPLATE_ROOT)) {
    const other = path.join(TEMPLATE_ROOT, name);
    if (other === current || name.includes('.building-')) continue;
    const madeAt = fs.statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (madeAt < dayAgo) fs.rmSync(other, { recursive: true, force: true });
  }
}

/**
 * A PostgreSQL server to test against instead of PGlite (server/test/postgres/start-postgres.sh
 * prints one). Its role needs CREATEDB: every test data directory gets a database of its own.
 */
const testServerUrl = process.env.TEST_DATABASE_URL?.trim() ?? '';
/** Whether the tests run on a PostgreSQL server (TEST_DATABASE_URL) rather than on PGlite. */
export const testsOnPostgres = testServerUrl !== '';
/** DATA_DIR → the database made for it on the test server. */
const serverDatabases = new Map<string, string>();

/** The DATABASE_URL of a test data directory: its own database on TEST_DATABASE_URL, or '' for PGlite. */
export function databaseUrlFor(dataDir: string): string {
  return serverDatabases.get(dataDir) ?? '';
}

async function onTestServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** TEST_DATABASE_URL pointing at another database of the same server. */
function serverDatabaseUrl(name: string): string {
  const url = new URL(testServerUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const TEMPLATE_DATABASE_PREFIX = 'api_test_template_';
/** Any number the two Jest workers agree on: they build the template database one at a time. */
const TEMPLATE_LOCK_KEY = 7_240_001;

/**
 * A migrated database on the test server, made once per migration set (under an advisory lock the
 * workers share) and copied by `create database … template` for each test data directory: a copy
 * takes a fraction of the 39 migrations' 0.3 s, which every test file's database paid.
 */
async function ensureTemplateServerDatabase(): Promise<string> {
  const template = `${TEMPLATE_DATABASE_PREFIX}${templateFingerprint()}`;
  const client = new pg.Client({ connectionString: testServerUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const exists = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const building = `${template}_building`;
      await client.query(`drop database if exists "${building}"`);
      await client.query(`create database "${building}"`);
      const db = await openDatabase({ databaseUrl: serverDatabaseUrl(building), dataDir: '' });
      await migrateToLatest(db);
      await db.destroy();
      await client.query(`alter database "${building}" rename to "${template}"`);
      await dropStaleServerTemplates(client, template);
    }
    return template;
  } finally {
    await client.end();
  }
}

/** The template database, looked for (and built if missing) once per test file. */
let templateServerDatabase: Promise<string> | undefined;

/** Template databases of other migration sets: dropped when a new one is made (one still being copied from stays). */
async function dropStaleServerTemplates(client: pg.Client, current: string): Promise<void> {
  const others = await client.query<{ datname: string }>('select datname from pg_database where datname like $1 and datname <> $2', [`${TEMPLATE_DATABASE_PREFIX}%`, current]);
  for (const { datname } of others.rows) await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
}

/** A database of its own on the test server: a copy of the migrated template, or as empty as `createdb` makes one. */
async function createServerDatabase(contents: 'migrated' | 'empty'): Promise<string> {
  const template = contents === 'migrated' ? ` template "${await (templateServerDatabase ??= ensureTemplateServerDatabase())}"` : '';
  const name = `api_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  await onTestServer(`create database "${name}"${template}`);
  return serverDatabaseUrl(name);
}

const OBJECT_IN_USE = '55006';
const INSUFFICIENT_PRIVILEGE = '42501';

/**
 * Drops a test file's database. A plain drop waits out a short-lived visitor (an autovacuum
 * worker, which the test role may not terminate); the last try forces out connections a failed
 * test left open. Cleanup never fails the run: a database left behind is only reported.
 */
async function dropServerDatabase(databaseUrl: string): Promise<void> {
  const name = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  for (let attempt = 1; attempt <= 30; attempt += 1) {
    try {
      await onTestServer(`drop database if exists "${name}"${attempt === 30 ? ' with (force)' : ''}`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== OBJECT_IN_USE && code !== INSUFFICIENT_PRIVILEGE) throw error;
      if (attempt === 30) return console.warn(`Test database ${name} left behind: ${(error as Error).message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A fresh DATA_DIR whose db/ already holds the migrated schema and seeded catalog; with
 * TEST_DATABASE_URL, an empty DATA_DIR and a new migrated database of its own (see databaseUrlFor).
 */
export async function createTestDataDir(): Promise<string> {
  if (testServerUrl) return createServerTestDataDir('migrated');
  return createEmbeddedTestDataDir();
}

/** An empty DATA_DIR and, on the test server, a database of its own with nothing in it: what an operator's `createdb` gives a restore. */
export async function createEmptyTestDataDir(): Promise<string> {
  if (testServerUrl) return createServerTestDataDir('empty');
  return newDataDir();
}

async function createServerTestDataDir(contents: 'migrated' | 'empty'): Promise<string> {
  const dataDir = newDataDir();
  serverDatabases.set(dataDir, await createServerDatabase(contents));
  return dataDir;
}

/** A fresh DATA_DIR whose db/ holds the migrated embedded database, on a PostgreSQL test run too (for what only the embedded database does). */
export async function createEmbeddedTestDataDir(): Promise<string> {
  const template = await templateDataDir();
  const dataDir = newDataDir();
  fs.cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

/** Removes a test DATA_DIR and, on a PostgreSQL test server, drops its database. */
export async function removeTestDataDir(dataDir: string): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = serverDatabases.get(dataDir);
  if (databaseUrl) {
    serverDatabases.delete(dataDir);
    await dropServerDatabase(databaseUrl);
  }
}
