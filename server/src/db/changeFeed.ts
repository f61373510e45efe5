import type { Logger } from '../lib/logger';
import { openEmbeddedDatabase, type DatabaseOptions } from './database';
import type { ChangeFeed, ChangeListener } from './changeFeedTypes';
import { listenOnPostgres } from './postgresChangeFeed';

/**
 * The embedded database announces a change while it commits it: a trigger's notification has
 * reached the listener before the statement (or the transaction's commit) that caused it resolves.
 */
async function listenOnEmbedded(dataDir: string, channel: string, listener: ChangeListener, log: Logger): Promise<ChangeFeed> {
  const pglite = openEmbeddedDatabase(dataDir);
  if (!pglite) {
    // A database opened some other way: nothing to listen to, so nothing may rely on announcements.
    log.warn({ channel }, 'no embedded database open in DATA_DIR to listen to; changes go unannounced');
    return { caughtUp: async () => undefined, stop: async () => undefined };
  }
  const unlisten = await pglite.listen(channel, (payload) => listener.onChange(payload));
  listener.onListening();
  return {
    caughtUp: async () => undefined,
    stop: async () => {
      if (!pglite.closed) await unlisten();
    },
  };
}

/**
 * Starts listening to `channel` on the configured database: a connection of its own on
 * PostgreSQL (reconnected when lost), PGlite's own listener on the embedded database. Resolves
 * after the first attempt, whether or not it succeeded.
 */
export function listenForChanges(options: DatabaseOptions, channel: string, listener: ChangeListener, log: Logger): Promise<ChangeFeed> {
  return options.databaseUrl ? listenOnPostgres(options.databaseUrl, channel, listener, log) : listenOnEmbedded(options.dataDir, channel, listener, log);
}
