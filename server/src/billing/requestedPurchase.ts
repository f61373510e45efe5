import type { AppContext } from '../appContext';
import type { Logger } from '../lib/logger';
import { resolveIdempotencyKey } from './idempotencyKey';
import { purchase, type PurchaseResult, type PurchaseSpec } from './purchase';
import { requireHumanForPurchase } from './requireHuman';

/** What a customer's purchase request brings besides what it buys. */
export interface PurchaseRequest {
  userId: number;
  /** The Idempotency-Key header, if sent. */
  headerKey: string | undefined;
  recaptchaToken: string;
  ip: string;
}

/**
 * A purchase a customer asked for: its idempotency key resolved (`purpose` and `fingerprint` tell
 * two header-less requests for the same thing), the reCAPTCHA checked once per attempt, then the
 * purchase engine (purchase.ts). Subscriptions, credits and eSIMs are bought this way.
 */
export async function purchaseRequested<Delivery>(
  ctx: AppContext,
  request: PurchaseRequest,
  what: { purpose: string; fingerprint: string },
  spec: Omit<PurchaseSpec<Delivery>, 'userId' | 'idempotencyKey'>,
  log: Logger,
): Promise<PurchaseResult> {
  const { userId } = request;
  const idempotencyKey = await resolveIdempotencyKey(ctx.db, { userId, purpose: what.purpose, headerKey: request.headerKey, fingerprint: what.fingerprint });
  await requireHumanForPurchase(ctx, { userId, idempotencyKey, recaptchaToken: request.recaptchaToken, ip: request.ip });
  return purchase(ctx, { ...spec, userId, idempotencyKey }, log);
}
