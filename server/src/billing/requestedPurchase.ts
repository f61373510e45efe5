import type { AppContext } from '../appContext';
import type { Logger } from '../lib/logger';
import { findPaymentByKey } from '../db/queries/payments';
import { prepareOneTimeCard, saveCardOnFile } from './cardOnFile';
import { resolveIdempotencyKey } from './idempotencyKey';
import { paymentAttemptOf, withPaymentLimits } from './limitedPayment';
import { purchase, type PurchaseResult, type PurchaseSpec } from './purchase';
import { freePassOfRefusedQuote, recaptchaTokenHash } from './recaptchaPasses';
import { requireHumanForPurchase } from './requireHuman';
import { QuoteRefused } from './upgradeQuotes';

/** What a customer's purchase request brings besides what it buys. */
export interface PurchaseRequest {
  userId: number;
  /** The Idempotency-Key header, if sent. */
  headerKey: string | undefined;
  recaptchaToken: string;
  ip: string;
  /** A card given with the purchase (body card_token): charged once, saved as the default only with `save`. */
  card?: { token: string; save: boolean };
}

type SpecFields<Delivery> = Omit<PurchaseSpec<Delivery>, 'userId' | 'idempotencyKey' | 'oneTimeCardToken'>;

/**
 * A purchase a customer asked for: its idempotency key resolved (`purpose` and `fingerprint` tell
 * two header-less requests for the same thing), the card-testing limits (a new purchase over one
 * is refused before anything else; a decline is counted), the reCAPTCHA checked (a pass is good
 * for one purchase), the card given with it saved or kept for this charge only, then the purchase
 * engine (purchase.ts).
 * Subscriptions, credits and eSIMs are bought this way. `spec` may depend on the resolved key (an
 * upgrade repeated under its key keeps the price of its first attempt).
 */
export async function purchaseRequested<Delivery>(
  ctx: AppContext,
  request: PurchaseRequest,
  what: { purpose: string; fingerprint: string },
  spec: SpecFields<Delivery> | ((idempotencyKey: string) => Promise<SpecFields<Delivery>>),
  log: Logger,
): Promise<PurchaseResult> {
  const { userId, card } = request;
  const idempotencyKey = await resolveIdempotencyKey(ctx.db, { userId, purpose: what.purpose, headerKey: request.headerKey, fingerprint: what.fingerprint });
  // The same purchase sent again (running, interrupted or paid) was let through once already.
  const admitted = (await findPaymentByKey(ctx.db, userId, idempotencyKey)) !== undefined;
  const attempt = await paymentAttemptOf(ctx, { userId, ip: request.ip, card }, log);
  return withPaymentLimits(
    ctx,
    attempt,
    async () => {
      const fields = typeof spec === 'function' ? await spec(idempotencyKey) : spec;
      await requireHumanForPurchase(ctx, { userId, idempotencyKey, kind: fields.kind, recaptchaToken: request.recaptchaToken, ip: request.ip });
      if (card?.save) await saveCardOnFile(ctx, userId, card.token, log);
      else if (card) await prepareOneTimeCard(ctx, userId, log);
      const oneTime = card && !card.save ? { oneTimeCardToken: card.token } : {};
      try {
        return await purchase(ctx, { ...fields, ...oneTime, userId, idempotencyKey }, log);
      } catch (error) {
        if (error instanceof QuoteRefused) await freePassOfRefusedQuote(ctx.db, { userId, idempotencyKey, tokenHash: recaptchaTokenHash(request.recaptchaToken) });
        throw error;
      }
    },
    { admitted },
  );
}
