import type { Executor } from '../db/queries/executor';
import { isNumberOnHold } from '../db/queries/phoneReservations';
import { findHolderOfNumber } from '../db/queries/phones';

/**
 * Whether a number is ours: a customer's (bought, ported, or being ported with complete details),
 * or held for a purchase in progress. The one place that asks, so that every other reason a
 * number is ours goes here too. Its answer must never reach the asker as such: a port of such a
 * number ends exactly as the carrier's refusal does (phones/portRequestFiling.ts).
 */
export async function numberIsOurs(db: Executor, phoneNumber: string, now: Date): Promise<boolean> {
  if (await findHolderOfNumber(db, phoneNumber)) return true;
  return isNumberOnHold(db, phoneNumber, now);
}
