import type { AppContext } from '../appContext';
import { listPendingPorts } from '../db/queries/phones';
import { findUserById } from '../db/queries/users';
import { portCompletedEmail, portFailedEmail } from '../emails/phoneEmails';
import type { Logger } from '../lib/logger';

/** A port the carrier still reports pending is asked about again after this long. */
const PORT_RECHECK_MS = 60 * 60_000;
/** setTimeout's longest delay; a later completion is simply re-armed when it fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Finishes one port request: asks the carrier, and on 'completed' (or 'failed') moves the phone
 * out of port_pending and emails the customer. Safe to run twice: only the run that changes the
 * row sends the email. Answers when to ask again if the port is still pending.
 */
export async function settlePort(ctx: AppContext, phoneId: number, log: Logger): Promise<Date | null> {
  const phone = await ctx.db.selectFrom('phones').selectAll().where('id', '=', phoneId).where('status', '=', 'port_pending').executeTakeFirst();
  if (!phone) return null;
  const status = await ctx.providers.telephony.portStatus(phone.phone_number);
  if (status === 'pending') return new Date(Date.now() + PORT_RECHECK_MS);
  const now = new Date();
  const changed = await ctx.db
    .updateTable('phones')
    .set(status === 'completed' ? { status: 'port_completed', port_completed_at: now, updated_at: now } : { status: 'port_failed', updated_at: now })
    .where('id', '=', phoneId)
    .where('status', '=', 'port_pending')
    .returning('user_id')
    .executeTakeFirst();
  if (!changed) return null;
  const user = await findUserById(ctx.db, changed.user_id);
  if (user) {
    const mail = status === 'completed' ? portCompletedEmail(ctx.config, user.email, phone.phone_number) : portFailedEmail(ctx.config, user.email, phone.phone_number);
    await ctx.providers.mail.send(mail);
  }
  log.info({ phoneId, status }, 'port request settled');
  return null;
}

/**
 * Timers that settle port requests when the carrier expects them done (in the sandbox, after
 * PORT_COMPLETION_DELAY_MS). The timers live in memory, the due times in the database
 * (phones.port_completes_at): `start` re-arms every pending port, so a restart loses none.
 */
export class PortCompletions {
  private readonly timers = new Map<number, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopped = false;
    for (const phone of await listPendingPorts(this.ctx.db)) {
      this.schedule(phone.id, phone.port_completes_at ? new Date(phone.port_completes_at) : new Date());
    }
  }

  schedule(phoneId: number, at: Date): void {
    if (this.stopped) return;
    clearTimeout(this.timers.get(phoneId));
    const delay = Math.min(Math.max(0, at.getTime() - Date.now()), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      this.timers.delete(phoneId);
      if (this.stopped) return;
      this.ctx.background.run('port completion', async () => {
        if (delay === MAX_TIMER_MS) return this.schedule(phoneId, at);
        let again: Date | null;
        try {
          again = await settlePort(this.ctx, phoneId, this.log);
        } catch (error) {
          this.log.warn({ err: error, phoneId }, 'port status unavailable; will ask again');
          again = new Date(Date.now() + PORT_RECHECK_MS);
        }
        if (again) this.schedule(phoneId, again);
      });
    }, delay);
    timer.unref();
    this.timers.set(phoneId, timer);
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
