import { sql, type Kysely } from 'kysely';
import type { DeclaredMigration } from '../../../src/db/migrationCompatibility';
import { migrations } from '../../../src/db/migrations';

// Releases without real old builds: a release is the list of migrations an app was built with
// (db/migrationCompatibility.ts releaseOf), so a later one is today's list and a migration or two.

/** B's change: a new nullable column, which today's code never names (an expand change). */
const addBlockedNumberNote: DeclaredMigration = {
  up: async (db: Kysely<unknown>) => {
    await sql`alter table blocked_numbers add column note text`.execute(db);
  },
  down: async (db: Kysely<unknown>) => {
    await sql`alter table blocked_numbers drop column if exists note`.execute(db);
  },
};

/** C's change: a new table's column dropped, which B may have read (a contract change B's code already survives). */
const dropBlockedNumberNote: DeclaredMigration = {
  compatibility: { change: 'contract', oldestCompatibleRelease: '9000_test_blocked_number_notes' },
  up: async (db: Kysely<unknown>) => {
    await sql`alter table blocked_numbers drop column note`.execute(db);
  },
};

export const RELEASES = {
  /** Today's code. */
  A: migrations,
  /** A and one expand migration. */
  B: { ...migrations, '9000_test_blocked_number_notes': addBlockedNumberNote },
  /** B and one contract migration that declares B its oldest compatible release. */
  C: { ...migrations, '9000_test_blocked_number_notes': addBlockedNumberNote, '9001_test_drop_blocked_number_notes': dropBlockedNumberNote },
} satisfies Record<string, Record<string, DeclaredMigration>>;

export type ReleaseName = keyof typeof RELEASES;

/** The release an entry script was started as (its RELEASE variable). */
export function releaseFromEnvironment(): Record<string, DeclaredMigration> {
  const name = process.env.RELEASE ?? '';
  if (!Object.hasOwn(RELEASES, name)) throw new Error(`RELEASE must be one of ${Object.keys(RELEASES).join(', ')}, not "${name}"`);
  return RELEASES[name as ReleaseName];
}
