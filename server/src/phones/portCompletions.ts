import type { AppContext } from '../appContext';
import { claimDuePorts, endPendingPort, findPendingPort, reschedulePendingPort } from '../db/queries/phones';
import { addPortRequestEvent, advancePortRequest, latestPortRequestOfPhone } from '../db/queries/portRequests';
import { portCompletedEmail, portFailedEmail, portInReviewEmail, portRejectedEmail, portScheduledEmail, portSubmittedEmail } from '../emails/phoneEmails';
import { JobPoller } from '../lib/jobPoller';
import { queuePortMail } from './portMail';
import type { Logger } from '../lib/logger';
import type { MailMessage } from '../providers/mail/Mailer';
import type { CarrierPortStatus } from '../providers/telephony/TelephonyProvider';
import { expireUnfixedPorts, waitingExpiry } from './portExpiry';
import { isFixable, portRejectionOf, REJECTED_RECHECK_MS } from './portRejections';

/** A port the carrier still reports pending is asked about again after this long. */
const PORT_RECHECK_MS = 60 * 60_000;
/** How long a claim holds a port: far longer than asking the carrier takes. */
export const PORT_CLAIM_LEASE_MS = 5 * 60_000;
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
async function settleUntrackedPort(ctx: AppContext, phone: { id: number; phone_number: string }, log: Logger): Promise<Date | null> {
  const answer = await ctx.providers.telephony.portStatus({ phoneNumber: phone.phone_number, portId: phone.phone_number });
  if (answer.status !== 'completed' && answer.status !== 'rejected') return answer.nextCheckAt;
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
export async function settlePort(ctx: AppContext, phoneId: number, log: Logger): Promise<Date | null> {
  const phone = await findPendingPort(ctx.db, phoneId);
  if (!phone) return null;
  const request = await latestPortRequestOfPhone(ctx.db, phoneId);
  if (!request) return settleUntrackedPort(ctx, phone, log);
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
 * Settles every port that is due by `now`, each claimed first (claimDuePorts), so that of the
 * instances doing this at once exactly one asks the carrier about it. A port still pending, or
 * whose carrier could not be asked, gets its next due time. Answers how many were looked at.
 */
export async function settleDuePorts(ctx: AppContext, log: Logger, now = new Date(), wakeAt: (at: Date) => void = () => undefined): Promise<number> {
  let looked = 0;
  for (;;) {
    // A claimed port is due again only after its lease, later than `now`: the loop ends.
    const batch = await claimDuePorts(ctx.db, now, new Date(now.getTime() + PORT_CLAIM_LEASE_MS), CLAIM_BATCH);
    if (batch.length === 0) return looked;
    for (const { id } of batch) {
      looked += 1;
      let again: Date | null;
      try {
        again = await settlePort(ctx, id, log);
      } catch (error) {
        log.warn({ err: error, phoneId: id }, 'port status unavailable; will ask again');
        again = new Date(Date.now() + PORT_RECHECK_MS);
      }
      if (again) {
        await reschedulePendingPort(ctx.db, id, again);
        wakeAt(again);
      }
    }
  }
}

/**
 * Port requests settle when the carrier expects them done (in the sandbox, after
 * PORT_COMPLETION_DELAY_MS). The due times live in the database (phones.port_completes_at) and
 * every instance polls for due ones every JOB_POLL_INTERVAL_MS, so a port completes on time
 * whichever instance took the request, and within one interval if that instance has died.
 * The instance that took it also looks at the due time itself, in case that comes sooner. The
 * same poll cancels requests that waited too long for the customer (expireUnfixedPorts).
 */
export class PortCompletions {
  private readonly poller: JobPoller;

  constructor(ctx: AppContext, log: Logger) {
    this.poller = new JobPoller('port completions', ctx.config.jobPollIntervalMs, ctx.background, async () => {
      await settleDuePorts(ctx, log, new Date(), (at) => this.poller.runAt(at));
      await expireUnfixedPorts(ctx, log, new Date());
    });
  }

  start(): void {
    this.poller.start({ runAtOnce: true });
  }

  /** A port request this instance filed is expected to complete `at`. */
  schedule(at: Date): void {
    this.poller.runAt(at);
  }

  stop(): void {
    this.poller.stop();
  }
}
