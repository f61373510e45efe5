import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hasRecaptchaPass, upsertRecaptchaPass } from '../db/queries/recaptchaPasses';
import type { Database } from '../db/schema';

/**
 * How long a reCAPTCHA token that passed stays good for the same customer's next purchase step.
 * Google accepts each token once, yet one checkout is several purchases (plan, then the credit
 * add-on) made with the one token the customer earned; Google's tokens live 2 minutes.
 */
export const RECAPTCHA_REUSE_MS = 2 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Records that `userId` passed with `token` (kept as a SHA-256, never the token), in the database
 * so that every instance honours it: the add-on of a checkout may reach another server than its
 * plan did. Ended passes are swept on the way.
 */
export async function rememberRecaptchaPass(db: Kysely<Database>, userId: number, token: string, now = Date.now()): Promise<void> {
  await upsertRecaptchaPass(db, userId, hashOf(token), new Date(now), new Date(now + RECAPTCHA_REUSE_MS));
}

/** True if this customer passed with this very token within the reuse window, on any instance. */
export async function passedRecently(db: Kysely<Database>, userId: number, token: string, now = Date.now()): Promise<boolean> {
  return hasRecaptchaPass(db, userId, hashOf(token), new Date(now));
}
