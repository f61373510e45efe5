/** Socket-level failures: the database's host refused, dropped or never answered the connection. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/**
 * SQLSTATEs of a server that is going away or not there yet: admin_shutdown (pg_terminate_backend,
 * a fast shutdown), crash_shutdown, cannot_connect_now (starting up or shutting down).
 */
const SERVER_GOING_CODES = new Set(['57P01', '57P02', '57P03']);
/** SQLSTATE class 08: connection exception. */
const CONNECTION_EXCEPTION_CLASS = '08';
/** What node-postgres says when it loses, times out or refuses to reuse a connection. */
const DRIVER_MESSAGES = [/^Connection terminated/, /timeout exceeded when trying to connect/, /is not queryable/, /^Query read timeout$/];

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isUnreachable(error: ErrorLike, depth: number): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (SOCKET_CODES.has(code) || SERVER_GOING_CODES.has(code) || (code.length === 5 && code.startsWith(CONNECTION_EXCEPTION_CLASS))) return true;
  if (typeof error.message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(error.message as string))) return true;
  if (depth >= 3) return false;
  // Node reports a refused connection to every address of a host as one AggregateError; our own
  // code may wrap a driver error as another's cause.
  const inner = [error.cause, ...(Array.isArray(error.errors) ? error.errors : [])];
  return inner.some((candidate) => typeof candidate === 'object' && candidate !== null && isUnreachable(candidate as ErrorLike, depth + 1));
}

/**
 * Whether `error` says the database cannot be reached right now (restarting, its connections
 * terminated, its host down), as opposed to a statement that failed on a working connection.
 * Such a failure passes: the request is worth repeating in a few seconds.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && isUnreachable(error as ErrorLike, 0);
}
