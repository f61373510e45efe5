import type { ReauthRequest } from '../../../src/contract/api';
import { confirmAccountOwner, ownerProofProperties } from '../auth/confirmAccountOwner';
import { assertionSchema } from '../auth/passkeys/passkeySchemas';
import { authOf } from '../auth/requireAuth';
import { markReauthenticated } from '../db/queries/sessions';
import { findUserById } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { SESSION_ENDED } from '../http/messages';
import { requireJsonBody } from '../http/requireJsonBody';
import { failureResponses, tokenSecurity } from '../http/schemas';
import type { RouteModule } from './RouteModule';

/** POST /api/account/reauth's answer (not in SPEC §7). */
export interface ReauthResponse {
  success: true;
  message: string;
  /** ISO 8601: until when this session may delete the account and buy or read an eSIM. */
  reauthenticated_until: string;
}

function confirmedMessage(minutes: number): string {
  return `Thank you. Your identity is confirmed for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * "Sudo mode": the caller proves again who they are (the current password, or for an account
 * without one a fresh Google or Apple sign-in, or one of the account's passkeys), and this session, not the account's others, may
 * then do what a stolen token must not (auth/requireRecentProof.ts) for REAUTH_MINUTES.
 */
export const accountReauthRoutes: RouteModule = async (app, ctx) => {
  app.post<{ Body: ReauthRequest; Reply: ReauthResponse }>(
    '/account/reauth',
    {
      // JSON only, as every write: no cross-site form can post it.
      onRequest: [ctx.requireAuth, requireJsonBody],
      schema: {
        tags: ['profile'],
        summary: 'Confirm your identity: this session may delete the account and buy or read an eSIM for a few minutes',
        description:
          'current_password, or for an account without a password (GET /user/webprofile has_password: false) id_token from a fresh ' +
          'Google or Apple sign-in carrying a nonce from POST /websocialnonce (used up here); or, for any account, passkey: the answer of ' +
          'navigator.credentials.get() to options from POST /passkeys/proof-options on this session. Each check counts in the sign-in ' +
          'attempt budget: a missing proof is a 400, a wrong one a 403 (never a 401), and while locked a 429 with Retry-After. ' +
          'Marks only the calling session, for REAUTH_MINUTES (default 10); a sign-in marks its new session likewise.',
        security: tokenSecurity,
        body: { type: 'object', additionalProperties: false, properties: { ...ownerProofProperties, passkey: assertionSchema } },
        response: {
          200: {
            type: 'object',
            required: ['success', 'message', 'reauthenticated_until'],
            properties: {
              success: { type: 'boolean' },
              message: { type: 'string' },
              reauthenticated_until: { type: 'string', description: 'ISO 8601' },
            },
          },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await findUserById(ctx.db, auth.userId);
      // The session outlived its account only if the account was deleted in between.
      if (!user) throw new HttpFailure(401, SESSION_ENDED);
      await confirmAccountOwner(ctx, request, user, request.body);
      const at = new Date(ctx.clock());
      await markReauthenticated(ctx.db, auth.sessionId, at);
      const until = new Date(at.getTime() + ctx.config.reauthMs);
      return { success: true, message: confirmedMessage(Math.round(ctx.config.reauthMs / 60_000)), reauthenticated_until: until.toISOString() };
    },
  );
};
