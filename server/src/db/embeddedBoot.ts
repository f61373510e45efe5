import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/** PostgreSQL type ids whose default parsing differs between pg and PGlite (database.ts gives pg the same parsers). */
export const INT8_OID = 20;
export const DATE_OID = 1082;

/** Counts and sums are int8: small enough for a JS number here, and pg would give strings. */
export const parseInt8 = (value: string): number => Number(value);
/** A calendar day stays a 'YYYY-MM-DD' string: as a Date it would shift with the time zone. */
export const keepDate = (value: string): string => value;

/** Boots started ahead of openDatabase (index.ts), by database directory, until openDatabase takes them. */
const early = new Map<string, Promise<PGlite>>();

/** PGlite in `dataDir/db` (made if missing), once it has booted. */
export async function bootPglite(dataDir: string): Promise<PGlite> {
  const dbDir = path.resolve(dataDir, 'db');
  const started = early.get(dbDir);
  if (started) {
    early.delete(dbDir);
    return started;
  }
  await fs.mkdir(dbDir, { recursive: true });
  const pglite = new PGlite(dbDir, { parsers: { [INT8_OID]: parseInt8, [DATE_OID]: keepDate } });
  await pglite.waitReady;
  return pglite;
}

/**
 * Starts booting the embedded database now, for the openDatabase that follows to take over (a
 * quick start). Part of the boot happens off the main thread (reading 16 MB of WebAssembly
 * and data, compiling it), so started before the server's modules load, that part overlaps with
 * them (an interleaved A/B on the shared 2-core machine: median 5.0 s against 5.6 s to the first
 * answers). A boot that fails is reported by that openDatabase, never as an unhandled rejection.
 */
export function bootPgliteEarly(dataDir: string): void {
  const dbDir = path.resolve(dataDir, 'db');
  if (early.has(dbDir)) return;
  const boot = bootPglite(dataDir);
  boot.catch(() => {});
  early.set(dbDir, boot);
}
