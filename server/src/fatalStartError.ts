/**
 * A start that fails (bad configuration, a database that refuses our schema) ends the process
 * with one JSON line on stderr, as pino writes every other line, so that log collectors parse it
 * like the rest: level 60 (fatal), the message, the error's type and stack.
 */
export function exitWithFatalStartError(error: unknown): never {
  const err = error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { type: typeof error, message: String(error) };
  process.stderr.write(`${JSON.stringify({ level: 60, time: Date.now(), pid: process.pid, err, msg: `start failed: ${err.message}` })}\n`);
  process.exit(1);
}
