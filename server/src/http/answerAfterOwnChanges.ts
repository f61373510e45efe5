import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionCache } from '../auth/sessionCache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET that changes data (SPEC §7 has a few): answered like a write, see answerAfterOwnChanges. */
    writes?: boolean;
  }
}

function mayHaveWritten(request: FastifyRequest): boolean {
  return (request.method !== 'GET' && request.method !== 'HEAD') || request.routeOptions.config.writes === true;
}

/**
 * Answers a request that may have changed data only once this server's session cache has heard
 * of the change, so that a caller's next request sees its own write: a sign-out is refused, a
 * hidden call is gone from the call log. On the embedded database the change is heard as it
 * commits and this costs nothing; on PostgreSQL it costs one round trip on the listening
 * connection.
 */
export function answerAfterOwnChanges(api: FastifyInstance, sessions: SessionCache): void {
  api.addHook('onSend', async (request, _reply, payload) => {
    if (mayHaveWritten(request)) await sessions.caughtUp();
    return payload;
  });
}
