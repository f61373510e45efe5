import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

const MIGRATIONS_DIR = path.resolve(__dirname, '../../src/db/migrations');
const TEMPLATE_ROOT = path.join(os.tmpdir(), 'api-server-test-templates');

/** Changes whenever a migration changes, so a stale template is never reused. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
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
  const template = path.join(TEMPLATE_ROOT, migrationsFingerprint());
  if (fs.existsSync(path.join(template, 'db'))) return template;
  const building = `${template}.building-${process.pid}-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(building, { recursive: true });
  const db = await openDatabase({ databaseUrl: '', dataDir: building });
  await migrateToLatest(db);
  await db.destroy();
  try {
    // Atomic: a parallel worker either sees no template or a complete one.
    fs.renameSync(building, template);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** A fresh DATA_DIR whose db/ already holds the migrated schema and seeded catalog. */
export async function createTestDataDir(): Promise<string> {
  const template = await templateDataDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-server-test-'));
  fs.cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
  return dataDir;
}

export function removeTestDataDir(dataDir: string): void {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
