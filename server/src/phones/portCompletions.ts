import type { AppContext } from '../appContext';
import { claimDuePorts, endPendingPort, findPendingPort, reschedulePendingPort } from '../db/queries/phones';
import { findUserById } from '../db/queries/users';
import { portCompletedEmail, portFailedEmail } from '../emails/phoneEmails';
import { JobPoller } from '../lib/jobPoller';
import type { Logger } from '../lib/logger';

/** A port the carrier still reports pending is asked about again after this long. */
const PORT_RECHECK_MS = 60 * 60_000;
/** How long a claim holds a port: far longer than asking the carrier takes. */
export const PORT_CLAIM_LEASE_MS = 5 * 60_000;
/** Ports claimed at a time. */
const CLAIM_BATCH = 20;

/**
 * Finishes one port request: asks the carrier, and on 'completed' (or 'failed') moves the phone
 * out of port_pending and emails the customer. Safe to run twice: only the run that changes the
 * row sends the email. Answers when to ask again if the port is still pending.
 */
export async function settlePort(ctx: AppContext, phoneId: number, log: Logger): Promise<Date | null> {
  const phone = await findPendingPort(ctx.db, phoneId);
  if (!phone) return null;
  const status = await ctx.providers.telephony.portStatus(phone.phone_number);
  if (status === 'pending') return new Date(Date.now() + PORT_RECHECK_MS);
  const now = new Date();
  const ownerId = await endPendingPort(ctx.db, phoneId, status, now);
  if (ownerId === undefined) return null;
  const user = await findUserById(ctx.db, ownerId);
  if (user) {
    const mail = status === 'completed' ? portCompletedEmail(ctx.config, user.email, phone.phone_number) : portFailedEmail(ctx.config, user.email, phone.phone_number);
    await ctx.providers.mail.send(mail);
  }
  log.info({ phoneId, status }, 'port request settled');
  return null;
}

/**
 * Settles every port that is due by `now`, each claimed first (claimDuePorts), so that of the
 * instances doing this at once exactly one asks the carrier about it. A port still pending, or
 * whose carrier could not be asked, gets its next due time. Answers how many were looked at.
 */
export async function settleDuePorts(ctx: AppContext, log: Logger, now = new Date()): Promise<number> {
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
      if (again) await reschedulePendingPort(ctx.db, id, again);
    }
  }
}

/**
 * Port requests settle when the carrier expects them done (in the sandbox, after
 * PORT_COMPLETION_DELAY_MS). The due times live in the database (phones.port_completes_at) and
 * every instance polls for due ones every JOB_POLL_INTERVAL_MS, so a port completes on time
 * whichever instance took the request, and within one interval if that instance has died.
 * The instance that took it also looks at the due time itself, in case that comes sooner.
 */
export class PortCompletions {
  private readonly poller: JobPoller;

  constructor(ctx: AppContext, log: Logger) {
    this.poller = new JobPoller('port completions', ctx.config.jobPollIntervalMs, ctx.background, async () => {
      await settleDuePorts(ctx, log);
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
