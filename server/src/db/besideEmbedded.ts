import type { PGlite } from '@electric-sql/pglite';
import { openEmbeddedDatabase, type DatabaseOptions } from './database';

/** What each open embedded database keeps beside it, one of each kind. Weak: a closed database takes it along. */
const keptBeside = new WeakMap<PGlite, Map<() => unknown, unknown>>();

/**
 * The one rule for what servers on PostgreSQL share through a table (the request budget's buckets,
 * the heavy-read turns): on the embedded database it lives in memory beside the open database,
 * one for every server on it. PGlite opens its directory in one process only, so every server on
 * it is in this process, and a statement per request would queue in the database's single line.
 * `make` is the kind's maker and its key (a module-level function, so that each kind is made once
 * per database); undefined on PostgreSQL, where the caller uses its table.
 */
export function besideEmbeddedDatabase<T>(options: DatabaseOptions, make: () => T): T | undefined {
  const pglite = options.databaseUrl ? undefined : openEmbeddedDatabase(options.dataDir);
  if (!pglite) return undefined;
  let kept = keptBeside.get(pglite);
  if (!kept) keptBeside.set(pglite, (kept = new Map()));
  if (!kept.has(make)) kept.set(make, make());
  return kept.get(make) as T;
}
