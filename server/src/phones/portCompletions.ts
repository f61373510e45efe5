import type { AppContext } from '../appContext';
import { claimDuePorts, endPendingPort, findPendingPort, reschedulePendingPort } from '../db/queries/phones';
import { addPortRequestEvent, advancePortRequest, latestPortRequestOfPhone } from '../db/queries/portRequestRows';
import { portCompletedEmail, portFailedEmail, portInReviewEmail, portRejectedEmail, portScheduledEmail, portSubmittedEmail } from '../emails/phoneEmails';
import { portClaims } from '../jobs/claimKinds';
import { Lease, leaseAt } from '../jobs/lease';
import { queuePortMail } from './portMail';
import type { Logger } from '../lib/logger';
import type { MailMessage } from '../providers/mail/Mailer';
import type { CarrierPortStatus } from '../providers/telephony/TelephonyProvider';
import { waitingExpiry } from './portExpiry';
import { isFixable, portRejectionOf, REJECTED_RECHECK_MS } from './portRejections';

/** A port the carrier still reports pending is asked about again after this long. */
const PORT_RECHECK_MS = 60 * 60_000;
/** Ports claimed at a time. */
const CLAIM_BATCH = 20;

/** The customer's email about a change. */
function changeEmail(ctx: AppContext, to: string, phoneNumber: string, change: CarrierPortStatus): MailMessage {
  switch (change.status) {
    case 'submitted':
      return portSubmittedEmail(ctx.config, to, phoneNumber);
    case 'carrier_review':
      return portInReviewEmail(ctx.config, to, phoneNumber);
    case 'scheduled':
      return portScheduledEmail(ctx.config, to, phoneNumber, change.scheduledFor);
    case 'completed':
      return portCompletedEmail(ctx.config, to, phoneNumber);
    case 'rejected':
      return portRejectedEmail(ctx.config, to, phoneNumber, portRejectionOf(change.code));
  }
}

/**
 * A pending port filed before the tracker (no request row): the old carrier API knew ports by
 * number, and the outcome is only completed or not.
 */
async function settleUntrackedPort(ctx: AppContext, phone: { id: number; phone_number: string }, log: Logger, stillClaimed: () => boolean): Promise<Date | null> {
  const answer = await ctx.providers.telephony.portStatus({ phoneNumber: phone.phone_number, portId: phone.phone_number });
  if (answer.status !== 'completed' && answer.status !== 'rejected') return answer.nextCheckAt;
  if (!stillClaimed()) return null;
  const ownerId = await ctx.db.transaction().execute(async (trx) => {
    const owner = await endPendingPort(trx, phone.id, answer.status === 'completed' ? 'completed' : 'failed', new Date());
    if (owner !== undefined) {
      await queuePortMail(ctx, trx, owner, (email) => (answer.status === 'completed' ? portCompletedEmail(ctx.config, email, phone.phone_number) : portFailedEmail(ctx.config, email, phone.phone_number)));
    }
    return owner;
  });
  if (ownerId === undefined) return null;
  ctx.mail.wake();
  log.info({ phoneId: phone.id, status: answer.status }, 'port request settled');
  return null;
}

/**
 * Moves one port request along: asks the carrier where it stands and, when that changed, records
 * the step on its timeline and emails the customer; on completion the phone leaves port_pending
 * (SPEC's /webphones) and the PIN is forgotten. Safe to run twice: the change is recorded only by
 * the run that moved the request from the state it read (advancePortRequest), and only that run
 * emails. Answers when to look again, or null when the port has ended.
 */
export async function settlePort(ctx: AppContext, phoneId: number, log: Logger, stillClaimed: () => boolean = () => true): Promise<Date | null> {
  const phone = await findPendingPort(ctx.db, phoneId);
  if (!phone) return null;
  const request = await latestPortRequestOfPhone(ctx.db, phoneId);
  if (!request) return settleUntrackedPort(ctx, phone, log, stillClaimed);
  // Waiting for the customer's fix: nothing to ask the carrier.
  if (request.status === 'rejected') return new Date(Date.now() + REJECTED_RECHECK_MS);
  // Being (re)filed right now: the filing sets the next look.
  if (request.carrier_port_id === null) return null;
  const answer = await ctx.providers.telephony.portStatus({ phoneNumber: request.phone_number, portId: request.carrier_port_id });
  const nextCheckAt = 'nextCheckAt' in answer ? answer.nextCheckAt : null;
  const unchanged = answer.status === request.status && (answer.status !== 'scheduled' || answer.scheduledFor === request.scheduled_for);
  if (unchanged || answer.status === 'submitted') return nextCheckAt;

  const now = new Date();
  const ended = answer.status === 'completed' || (answer.status === 'rejected' && !isFixable(answer.code));
  // A rejection the customer can fix waits for it, for a while only (phones/portExpiry.ts).
  const waiting = answer.status === 'rejected' && !ended ? waitingExpiry(ctx.config, now) : null;
  // The claim ran out while the carrier answered: another instance may be on it; it records the change.
  if (!stillClaimed()) return null;
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const won = await advancePortRequest(
      trx,
      { id: request.id, status: request.status, carrierPortId: request.carrier_port_id ?? '' },
      {
        status: answer.status,
        scheduled_for: answer.status === 'scheduled' ? answer.scheduledFor : request.scheduled_for,
        rejection_code: answer.status === 'rejected' ? portRejectionOf(answer.code).code : null,
        // The carrier needs the PIN no more once the port has ended.
        ...(ended ? { pin: null } : {}),
        ...(waiting ? { expires_at: waiting.expiresAt, expiry_warned_at: null, expiry_due_at: waiting.dueAt } : {}),
        updated_at: now,
      },
    );
    if (!won) return false;
    await addPortRequestEvent(trx, request.id, answer.status, now);
    if (ended) await endPendingPort(trx, phoneId, answer.status === 'completed' ? 'completed' : 'failed', now);
    await queuePortMail(ctx, trx, request.user_id, (email) => changeEmail(ctx, email, request.phone_number, answer));
    return true;
  });
  if (!moved) return null;
  ctx.mail.wake();
  log.info({ phoneId, status: answer.status }, 'port request moved');
  if (ended) return null;
  return answer.status === 'rejected' ? new Date(Date.now() + REJECTED_RECHECK_MS) : nextCheckAt;
}

/**
 * Settles every port that is due by the lease's time, each claimed first (claimDuePorts) until the
 * lease's end, so that of the instances doing this at once exactly one asks the carrier about it;
 * the runner renews the claims while the pass works. A port still pending, or whose carrier could
 * not be asked, gets its next due time. A claim lost (or a server stopping) leaves the port to the
 * instance that has it, or to the next poll. Answers how many were looked at.
 */
export async function settleDuePorts(ctx: AppContext, log: Logger, at: Lease | Date = new Date(), wakeAt: (at: Date) => void = () => undefined): Promise<number> {
  const lease = leaseAt(at, ctx.config.jobLeaseMs);
  const claims = portClaims(ctx.db);
  const now = lease.now();
  let looked = 0;
  // A claimed port is due again only after its lease, later than `now`: the loop ends.
  while (lease.active) {
    const batch = await lease.claim(claims, async (until) => (await claimDuePorts(ctx.db, now, until, CLAIM_BATCH)).map((row) => row.id));
    if (batch.length === 0) return looked;
    for (const id of batch) {
      // Where a test stops (or kills) the server holding the claim (billing/pausePoint.ts); nothing otherwise.
      await ctx.pausePoint('port-claimed');
      if (!lease.holds(claims, id)) continue;
      looked += 1;
      let again: Date | null;
      try {
        again = await settlePort(ctx, id, log, () => lease.owns(claims, id));
      } catch (error) {
        log.warn({ err: error, phoneId: id }, 'port status unavailable; will ask again');
        again = new Date(Date.now() + PORT_RECHECK_MS);
      }
      if (!lease.owns(claims, id)) continue;
      lease.done(claims, id);
      if (again) {
        await reschedulePendingPort(ctx.db, id, again);
        wakeAt(again);
      }
    }
  }
  return looked;
}
