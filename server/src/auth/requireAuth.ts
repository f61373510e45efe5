import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import { hashToken } from '../lib/secureTokens';
import type { SessionCache } from './sessionCache';

/** Who is calling, once requireAuth has accepted the token. */
export interface AuthContext {
  userId: number;
  sessionId: number;
  /** The user's call log version when the request began (see migrations/0300_call_log_versions.ts). */
  callLogVersion: number;
  /** The user's chats version when the request began (see migrations/0550_chats_versions.ts). */
  chatsVersion: number;
  /** The user's billing history version when the request began (see migrations/0850_billing_history_versions.ts). */
  billingHistoryVersion: number;
  /** The session's latest proof of identity (migration 0900), null for none: see requireRecentProof.ts. */
  reauthenticatedAt: Date | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export const TOKEN_HEADER = /^Token ([A-Za-z0-9_-]{16,128})$/;
/** Writing last_used_at on every request would double the writes; a minute is precise enough for idle expiry. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Builds the hook that admits only live sessions. It runs on `onRequest`, before the body is
 * parsed, so an anonymous caller learns nothing about input validation and uploads are never read.
 */
export function createRequireAuth(sessions: SessionCache, { optional = false } = {}): onRequestAsyncHookHandler {
  return async function requireAuth(request) {
    const header = request.headers.authorization;
    if (!header && optional) return;
    if (!header) throw new HttpFailure(401, 'Authentication required: send the header Authorization: Token {token}.');
    const match = TOKEN_HEADER.exec(header.trim());
    if (!match) throw new HttpFailure(401, 'Malformed Authorization header: expected Token {token}.');
    const now = new Date();
    const tokenHash = hashToken(match[1]);
    const session = await sessions.find(tokenHash, now);
    if (!session) throw new HttpFailure(401, SESSION_ENDED);
    if (now.getTime() - new Date(session.last_used_at).getTime() > TOUCH_INTERVAL_MS) await sessions.touch(tokenHash, session.id, now);
    request.auth = {
      userId: session.user_id,
      sessionId: session.id,
      callLogVersion: session.call_log_version,
      chatsVersion: session.chats_version,
      billingHistoryVersion: session.billing_history_version,
      reauthenticatedAt: session.reauthenticated_at === null ? null : new Date(session.reauthenticated_at),
    };
  };
}

/**
 * The hook of public routes that answer a signed-in caller more (SPEC §7 'auth none'): no header
 * means anonymous, but a token that is sent must be live, so a lapsed session is never served as
 * a visitor's without being told.
 */
export function createAcceptAuth(sessions: SessionCache): onRequestAsyncHookHandler {
  return createRequireAuth(sessions, { optional: true });
}

/** The caller of a route behind requireAuth. Throws 401 if the route forgot the hook. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpFailure(401, 'Authentication required: send the header Authorization: Token {token}.');
  return request.auth;
}
