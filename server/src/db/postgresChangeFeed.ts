import pg from 'pg';
import type { Logger } from '../lib/logger';
import type { ChangeFeed, ChangeListener } from './changeFeedTypes';

/** A query on the listening connection this often proves it alive... */
const HEARTBEAT_MS = 10_000;
/** ...and one that takes longer than this counts as a lost connection. */
const QUERY_TIMEOUT_MS = 5_000;
/**
 * Reconnecting waits this long at first, doubling up to the last: about a second after the
 * database answers again the instance hears changes again (and its session cache keeps entries).
 */
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 1_000;

const ignore = () => undefined;

/**
 * Listens to `channel` on a PostgreSQL connection of its own (a pooled one could be handed to
 * another query mid-notification). A lost connection, whether it ends, fails or stops answering
 * the heartbeat, is reported to the listener at once and replaced with growing pauses.
 */
export async function listenOnPostgres(databaseUrl: string, channel: string, listener: ChangeListener, log: Logger): Promise<ChangeFeed> {
  let stopped = false;
  /** The connection that listens, once LISTEN has succeeded on it. */
  let current: pg.Client | undefined;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  /** Connections given up: whatever they still report is ignored. */
  const dropped = new WeakSet<pg.Client>();
  /** Since the last loss (or the start): one log line when reconnecting fails, one when it succeeds. */
  let reconnecting = false;
  let failedSinceLoss = false;

  function retryLater() {
    if (stopped) return;
    retryTimer = setTimeout(() => void connect(), retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
  }

  /** Gives up a connection for good; if it was the listening one, the listener hears it at once. */
  function drop(client: pg.Client, error?: unknown) {
    if (!dropped.has(client)) {
      dropped.add(client);
      client.end().catch(ignore);
    }
    if (client !== current) return;
    current = undefined;
    clearInterval(heartbeat);
    if (stopped) return;
    log.warn({ err: error, channel }, 'lost the database connection that listens for changes; reconnecting');
    reconnecting = true;
    listener.onLost();
    retryLater();
  }

  async function connect(): Promise<void> {
    // A connect that never completes (an unreachable host) fails too, so the retries go on.
    const client = new pg.Client({ connectionString: databaseUrl, application_name: 'change-feed', keepAlive: true, query_timeout: QUERY_TIMEOUT_MS, connectionTimeoutMillis: QUERY_TIMEOUT_MS });
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client));
    // Passed on from the moment LISTEN is sent: one that arrives before `onListening()` only
    // invalidates, which is never wrong.
    client.on('notification', (message) => {
      if (!dropped.has(client) && message.channel === channel) listener.onChange(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`listen ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(client);
      // Once per outage, not once per attempt: the retries go on quietly with growing pauses.
      if (!failedSinceLoss) log.warn({ err: error, channel }, 'could not listen for database changes; retrying until the database answers');
      failedSinceLoss = true;
      return retryLater();
    }
    if (stopped || dropped.has(client)) return drop(client);
    current = client;
    retryMs = FIRST_RETRY_MS;
    if (reconnecting || failedSinceLoss) log.info({ channel }, 'listening for database changes again');
    reconnecting = false;
    failedSinceLoss = false;
    heartbeat = setInterval(() => client.query('select 1').catch((error: unknown) => drop(client, error)), HEARTBEAT_MS);
    heartbeat.unref();
    listener.onListening();
  }

  await connect();
  return {
    // PostgreSQL sends a listening connection the notifications of every transaction committed
    // before a query reached it ahead of that query's answer, so one round trip is the proof.
    caughtUp: async () => {
      const client = current;
      if (client) await client.query('select 1').then(ignore, (error: unknown) => drop(client, error));
    },
    stop: async () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      if (client) {
        dropped.add(client);
        await client.end().catch(ignore);
      }
    },
  };
}
