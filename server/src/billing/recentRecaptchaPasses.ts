import { createHash } from 'node:crypto';
import type { AppContext } from '../appContext';

/**
 * How long a reCAPTCHA token that passed stays good for the same customer's next purchase step.
 * Google accepts each token once, yet one checkout is several purchases (plan, then the credit
 * add-on) made with the one token the customer earned; Google's tokens live 2 minutes.
 */
export const RECAPTCHA_REUSE_MS = 2 * 60_000;

/** Per app: `${userId}:${sha256(token)}` → until when it may be used again. Never the token itself. */
const passesByApp = new WeakMap<AppContext, Map<string, number>>();

function passesOf(ctx: AppContext): Map<string, number> {
  let passes = passesByApp.get(ctx);
  if (!passes) passesByApp.set(ctx, (passes = new Map()));
  return passes;
}

const keyOf = (userId: number, token: string) => `${userId}:${createHash('sha256').update(token).digest('hex')}`;

export function rememberRecaptchaPass(ctx: AppContext, userId: number, token: string, now = Date.now()): void {
  const passes = passesOf(ctx);
  for (const [key, until] of passes) if (until <= now) passes.delete(key);
  passes.set(keyOf(userId, token), now + RECAPTCHA_REUSE_MS);
}

/** True if this customer passed with this very token within the reuse window. */
export function passedRecently(ctx: AppContext, userId: number, token: string, now = Date.now()): boolean {
  return (passesOf(ctx).get(keyOf(userId, token)) ?? 0) > now;
}
