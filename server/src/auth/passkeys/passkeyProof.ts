import type { FastifyRequest } from 'fastify';
import type { PasskeyAssertion } from '../../../../src/contract/api';
import type { AppContext } from '../../appContext';
import { findPasskeyByCredentialId } from '../../db/queries/passkeys';
import type { User } from '../../db/schema';
import { authOf } from '../requireAuth';
import { recordVerifiedUse } from './passkeyUse';
import { verifyAssertion } from './passkeyCeremonies';

/**
 * Proves that the caller holds one of `user`'s passkeys, answering a 'proof' challenge handed to
 * this very session (POST /passkeys/proof-options): a challenge taken from another session, or a
 * passkey of another account, proves nothing. Refusals are 403 (never 401: a wrong proof must not
 * sign the SPA out).
 */
export async function confirmByPasskey(ctx: AppContext, request: FastifyRequest, user: User, assertion: PasskeyAssertion): Promise<void> {
  const { sessionId } = authOf(request);
  const passkey = await findPasskeyByCredentialId(ctx.db, assertion.id);
  const verified = await verifyAssertion(ctx, assertion, { purpose: 'proof', holder: { userId: user.id, sessionId }, status: 403 }, passkey, user.id);
  await recordVerifiedUse(ctx, verified, 403);
}
