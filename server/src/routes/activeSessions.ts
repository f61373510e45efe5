import type { ActiveSession, SuccessResponse } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { userAgentParts } from '../auth/userAgentParts';
import { listLiveSessions, revokeUserSessionByPublicId, revokeUserSessions, type ListedSession } from '../db/queries/sessions';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, successSchema, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

export const SESSION_NOT_FOUND = 'Session not found.';

const activeSessionSchema = {
  type: 'object',
  required: ['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'browser', 'os', 'current'],
  properties: {
    id: { type: 'string', description: 'Opaque; names the session in DELETE /api/sessions/{id}' },
    created_at: { type: 'string', description: 'ISO 8601' },
    last_seen_at: { type: 'string', description: 'ISO 8601; updated at most once a minute' },
    ip: { type: ['string', 'null'] },
    user_agent: { type: ['string', 'null'] },
    browser: { type: ['string', 'null'] },
    os: { type: ['string', 'null'] },
    current: { type: 'boolean', description: 'The session of the token that asked' },
  },
} as const;

/** A session id as GET /api/sessions gives it: a UUID (anything else names no session). */
const sessionIdParamSchema = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;

function activeSessionOf(session: ListedSession, currentSessionId: number): ActiveSession {
  return {
    id: session.public_id,
    created_at: new Date(session.created_at).toISOString(),
    last_seen_at: new Date(session.last_used_at).toISOString(),
    ip: session.ip,
    user_agent: session.user_agent,
    ...userAgentParts(session.user_agent),
    current: session.id === currentSessionId,
  };
}

/** The caller's signed-in sessions: list them, sign one out, sign out all others. */
export const activeSessionRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  app.get<{ Reply: ActiveSession[] }>(
    '/sessions',
    {
      schema: {
        tags: ['accounts'],
        summary: "The caller's live sessions (not revoked, not expired), most recently active first",
        security: tokenSecurity,
        response: { 200: { type: 'array', items: activeSessionSchema }, ...failureResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const sessions = await listLiveSessions(ctx.db, auth.userId, new Date(), ctx.config.sessionIdleMs);
      return sessions.map((session) => activeSessionOf(session, auth.sessionId));
    },
  );

  app.delete<{ Params: { sessionId: string }; Reply: SuccessResponse }>(
    '/sessions/:sessionId',
    {
      schema: {
        tags: ['accounts'],
        summary: "Sign out one of the caller's sessions (the caller's own too: that is signing out); another user's is a 404",
        security: tokenSecurity,
        params: { type: 'object', required: ['sessionId'], properties: { sessionId: sessionIdParamSchema } },
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { sessionId } = request.params;
      const revoked = await revokeUserSessionByPublicId(ctx.db, authOf(request).userId, sessionId.toLowerCase());
      if (!revoked) throw new HttpFailure(404, SESSION_NOT_FOUND);
      return { success: true, message: 'Signed out.' };
    },
  );

  app.post<{ Reply: SuccessResponse }>(
    '/sessions/revoke-others',
    {
      schema: {
        tags: ['accounts'],
        summary: "Sign out every session of the caller's but the calling one",
        security: tokenSecurity,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await revokeUserSessions(ctx.db, auth.userId, auth.sessionId);
      return { success: true, message: 'Signed out of all other devices.' };
    },
  );
};
