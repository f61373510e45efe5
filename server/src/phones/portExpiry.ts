import type { AppContext } from '../appContext';
import { endPendingPort } from '../db/queries/phones';
import { addPortRequestEvent, claimDueExpiries, clearPortExpiryLook, expireWaitingPortRequest, lookAtPortExpiryWhenDue, markPortExpiryWarned, type PortRequestRow, type WaitingExpiry } from '../db/queries/portRequestRows';
import { queuePortMail } from './portMail';
import type { ServerConfig } from '../config';
import { portExpiredEmail, portExpiryWarningEmail } from '../emails/phoneEmails';
import type { Logger } from '../lib/logger';

const DAY_MS = 24 * 60 * 60_000;
/** The customer is warned this long before a waiting request is cancelled. */
export const EXPIRY_WARNING_MS = 2 * DAY_MS;
/** How long a claim on a request's expiry holds: far longer than looking at it takes. */
const EXPIRY_CLAIM_LEASE_MS = 5 * 60_000;
const CLAIM_BATCH = 20;

/** When a request starting to wait for the customer `now` is cancelled, and when it is first looked at (the warning). */
export function waitingExpiry(config: Pick<ServerConfig, 'portUnfixedExpiryDays'>, now: Date): WaitingExpiry {
  const expiresAt = new Date(now.getTime() + config.portUnfixedExpiryDays * DAY_MS);
  return { expiresAt, dueAt: new Date(Math.max(now.getTime(), expiresAt.getTime() - EXPIRY_WARNING_MS)) };
}

/** No longer waiting: the columns a fix, a refusal or the expiry clears. */
export const NOT_WAITING = { expires_at: null, expiry_warned_at: null, expiry_due_at: null } as const;

/**
 * Cancels a request still waiting at `now` past its expiry: rejected as 'expired' (a refusal
 * resubmitting cannot fix), its PIN forgotten, its number's claim (if it made one) released.
 * Only the run whose update finds it still waiting does this and emails.
 */
async function expire(ctx: AppContext, request: PortRequestRow, now: Date): Promise<boolean> {
  const won = await ctx.db.transaction().execute(async (trx) => {
    if (!(await expireWaitingPortRequest(trx, request.id, now))) return false;
    await addPortRequestEvent(trx, request.id, 'rejected', now);
    if (request.phone_id !== null) await endPendingPort(trx, request.phone_id, 'failed', now);
    await queuePortMail(ctx, trx, request.user_id, (email) => portExpiredEmail(ctx.config, email, request.phone_number));
    return true;
  });
  if (won) ctx.mail.wake();
  return won;
}

/** Tells the customer once that the request will be cancelled; the next look is at its expiry. */
async function warn(ctx: AppContext, request: PortRequestRow, expiresAt: Date, now: Date): Promise<void> {
  const changed = await ctx.db.transaction().execute(async (trx) => {
    const warned = await markPortExpiryWarned(trx, request.id, now);
    if (warned) await queuePortMail(ctx, trx, request.user_id, (email) => portExpiryWarningEmail(ctx.config, email, request.phone_number, expiresAt));
    return warned;
  });
  if (changed) ctx.mail.wake();
}

/**
 * Looks at every waiting request whose warning or expiry is due by `now`, each claimed first
 * (claimDueExpiries), so that of the instances doing this at once one looks at it: warns the
 * customer 2 days before, cancels at the expiry. Answers how many were cancelled.
 */
export async function expireUnfixedPorts(ctx: AppContext, log: Logger, now = new Date()): Promise<number> {
  let expired = 0;
  for (;;) {
    // A claimed request is due again only after its lease, later than `now`: the loop ends.
    const batch = await claimDueExpiries(ctx.db, now, new Date(now.getTime() + EXPIRY_CLAIM_LEASE_MS), CLAIM_BATCH);
    if (batch.length === 0) return expired;
    for (const request of batch) {
      try {
        if (request.expires_at === null) {
          await clearPortExpiryLook(ctx.db, request.id);
        } else if (new Date(request.expires_at).getTime() <= now.getTime()) {
          if (await expire(ctx, request, now)) {
            expired += 1;
            log.info({ portRequestId: request.id }, 'waiting port request expired');
          }
        } else if (request.expiry_warned_at === null) {
          await warn(ctx, request, new Date(request.expires_at), now);
        } else {
          await lookAtPortExpiryWhenDue(ctx.db, request.id);
        }
      } catch (error) {
        // Left claimed: looked at again when the lease ends.
        log.warn({ err: error, portRequestId: request.id }, 'port request expiry failed; will look again');
      }
    }
  }
}
