import type { AppContext } from '../appContext';
import { hasLookupSince, saveCallerLookup } from '../db/queries/callerLookups';

const TEN_DIGITS = /^[0-9]{10}$/;

/**
 * Asks the carrier for the caller name and spam likelihood of `phoneNumber` unless it was asked
 * within CALLER_LOOKUP_CACHE_HOURS, and stores the answer. Only US numbers (10 digits) have CNAM;
 * 'anonymous' or international parties are never asked about. Answers whether the carrier was asked.
 */
export async function refreshCallerLookup(ctx: Pick<AppContext, 'db' | 'providers' | 'config' | 'clock'>, phoneNumber: string): Promise<boolean> {
  if (!TEN_DIGITS.test(phoneNumber)) return false;
  const now = ctx.clock();
  if (await hasLookupSince(ctx.db, phoneNumber, new Date(now - ctx.config.callerLookupCacheMs))) return false;
  const { callerName, spamLikely } = await ctx.providers.telephony.lookupCaller({ phoneNumber });
  await saveCallerLookup(ctx.db, { phoneNumber, callerName, spamLikely, lookedUpAt: new Date(now) });
  return true;
}

/**
 * Starts the lookup after the answer: a slow or failing carrier never delays or fails storing the
 * call. The promise settles (never rejects) when it is done, for work that wants the name.
 */
export function lookUpCallerInBackground(ctx: AppContext, phoneNumber: string): Promise<void> {
  const lookup = refreshCallerLookup(ctx, phoneNumber).then(() => undefined);
  ctx.background.run('caller lookup', () => lookup);
  return lookup.then(
    () => undefined,
    () => undefined,
  );
}
