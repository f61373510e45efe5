import type { AppContext } from '../../appContext';
import { recordPasskeyUse } from '../../db/queries/passkeys';
import { HttpFailure } from '../../http/HttpFailure';
import type { RefusalStatus, VerifiedAssertion } from './passkeyCeremonies';
import { PASSKEY_COUNTER_BACKWARDS } from './passkeyMessages';

/**
 * Stores a verified use: its counter, backup state and time. The counter is checked again in the
 * update itself, so that of two answers racing with the same counter on two instances one is refused.
 */
export async function recordVerifiedUse(ctx: AppContext, verified: VerifiedAssertion, status: RefusalStatus): Promise<void> {
  const recorded = await recordPasskeyUse(ctx.db, verified.passkey, verified.newCounter, verified.backedUp, new Date(ctx.clock()));
  if (!recorded) throw new HttpFailure(status, PASSKEY_COUNTER_BACKWARDS);
}
