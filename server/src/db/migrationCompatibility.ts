import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Database } from './schema';

/**
 * Which releases a migration leaves able to run. A release is the schema an app was built with:
 * the name of the newest migration in its list (`releaseOf`). An expand change (a new table, a new
 * nullable column, a wider check) leaves every older release working; a contract change (a drop, a
 * rename, a new NOT NULL without default) breaks the releases before `oldestCompatibleRelease`,
 * the first release whose code no longer needs what it removes.
 */
export type MigrationCompatibility = { change: 'expand' } | { change: 'contract'; oldestCompatibleRelease: string };

/** A migration module: Kysely's up/down, and its compatibility when it is not an expand change. */
export interface DeclaredMigration extends Migration {
  compatibility?: MigrationCompatibility;
}

/** The table the migrator writes each applied migration's declaration to (migration 1140). */
const TABLE = 'schema_compatibility';

/** The release `list` builds: its newest migration's name (Kysely applies them in name order). */
export function releaseOf(list: Record<string, Migration>): string {
  const names = Object.keys(list).sort();
  return names.at(-1) ?? 'none';
}

/** The oldest release a migration leaves working, or null for every older one. */
export function oldestCompatibleReleaseOf(migration: DeclaredMigration): string | null {
  return migration.compatibility?.change === 'contract' ? migration.compatibility.oldestCompatibleRelease : null;
}

async function tableExists<DB>(db: Kysely<DB>): Promise<boolean> {
  const found = await sql<{ name: string | null }>`select to_regclass(${TABLE})::text as name`.execute(db);
  return Boolean(found.rows[0]?.name);
}

/**
 * `list` with each migration's declaration written in the same transaction as its change, so an
 * older release never sees a newer migration without it. Migrations applied before the table
 * existed need none: every release that reads it knows them.
 */
export function recordingCompatibility(list: Record<string, DeclaredMigration>): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(list).map(([name, migration]) => [
      name,
      {
        up: async (db: Kysely<unknown>) => {
          await migration.up(db);
          if (!(await tableExists(db))) return;
          const oldest = oldestCompatibleReleaseOf(migration);
          await sql`insert into schema_compatibility (migration, oldest_compatible_release) values (${name}, ${oldest})
            on conflict (migration) do update set oldest_compatible_release = excluded.oldest_compatible_release`.execute(db);
        },
        down: async (db: Kysely<unknown>) => {
          await migration.down?.(db);
          if (await tableExists(db)) await sql`delete from schema_compatibility where migration = ${name}`.execute(db);
        },
      } satisfies Migration,
    ]),
  );
}

/** Why this release must not run on a database with the `unknown` (newer) migrations, and what to deploy instead. */
export interface Incompatibility {
  reason: string;
  deploy: string;
}

/** Null when this release (`list`) may run on a database with the `unknown` (newer) migrations. */
export async function incompatibilityWith(db: Kysely<Database>, list: Record<string, Migration>, unknown: string[]): Promise<Incompatibility | null> {
  if (unknown.length === 0) return null;
  const release = releaseOf(list);
  const declared = new Map<string, string | null>();
  if (await tableExists(db)) {
    const rows = await db.selectFrom('schema_compatibility').select(['migration', 'oldest_compatible_release']).execute();
    for (const row of rows) declared.set(row.migration, row.oldest_compatible_release);
  }
  const undeclared = unknown.filter((name) => !declared.has(name));
  if (undeclared.length > 0) {
    return {
      reason: `The database has migrations this server does not know (${undeclared.join(', ')}), not declared compatible with its release ${release}: a newer version migrated it.`,
      deploy: 'that version or newer',
    };
  }
  const contracts = unknown.filter((name) => {
    const oldest = declared.get(name);
    return oldest != null && !Object.hasOwn(list, oldest);
  });
  if (contracts.length === 0) return null;
  const needed = contracts.map((name) => declared.get(name) as string).sort().at(-1) as string;
  return {
    reason: `The database has contract migrations that release ${release} (this server) cannot run on (${contracts.join(', ')}): they need release ${needed} or newer.`,
    deploy: `release ${needed} or newer`,
  };
}
