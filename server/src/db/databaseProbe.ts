import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

/** Asks the database for a round trip; rejects when it cannot answer. */
export interface DatabaseProbe {
  ask(timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * The readiness question asked on a PostgreSQL connection of its own: a pool whose connections
 * are all busy (a long transaction, a migration waiting for a lock) is not a database that is
 * gone, and the balancer must not take every instance out for it. The connection is opened when
 * first needed and replaced after any failure.
 */
function ownConnectionProbe(databaseUrl: string): DatabaseProbe {
  let client: pg.Client | undefined;
  const drop = (lost: pg.Client) => {
    if (client === lost) client = undefined;
    lost.end().catch(() => undefined);
  };
  return {
    async ask(timeoutMs) {
      let current = client;
      if (!current) {
        const fresh = new pg.Client({ connectionString: databaseUrl, application_name: 'readiness', connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
        fresh.on('error', () => drop(fresh));
        try {
          await fresh.connect();
        } catch (error) {
          drop(fresh);
          throw error;
        }
        client = current = fresh;
      }
      try {
        await current.query('select 1');
      } catch (error) {
        drop(current);
        throw error;
      }
    },
    async close() {
      if (client) drop(client);
    },
  };
}

/** The embedded database has no pool to fill: the question goes through it like any other. */
function embeddedProbe(db: Kysely<Database>): DatabaseProbe {
  return {
    ask: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => undefined,
  };
}

export function databaseProbe(options: { databaseUrl: string }, db: Kysely<Database>): DatabaseProbe {
  return options.databaseUrl ? ownConnectionProbe(options.databaseUrl) : embeddedProbe(db);
}
