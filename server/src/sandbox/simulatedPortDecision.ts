import type { AppContext } from '../appContext';
import { findFirstPendingPortOf, reschedulePendingPort } from '../db/queries/phones';
import { latestPortRequestOfPhone, updatePortRequest } from '../db/queries/portRequestRows';
import { spokenNumber as formatPhone } from './spokenNumber';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { settlePort } from '../phones/portCompletions';
import { portRejectionOf } from '../phones/portRejections';
import { decidedSandboxPortId, type sandboxPortVerdict } from '../providers/telephony/sandboxTelephonyProvider';

export const NO_PENDING_PORT = 'You have no transfer in progress. Start one on the Porting page, then simulate again.';
export const PORT_WAITS_FOR_FIX = 'This transfer is waiting for your corrected details. Resubmit them, then simulate again.';
export const PORT_BEING_FILED = 'This transfer is being filed with the carrier. Try again in a moment.';
export const UNTRACKED_PORT_COMPLETES_ONLY = 'This transfer was filed before transfers were tracked: the carrier can only complete it.';

/**
 * The carrier decides the caller's pending transfer now: its reference becomes that of a port the
 * sandbox carrier has decided (completed, or rejected for `verdict`), then the port tracker's own
 * settlePort asks the carrier, records the step, ends the port and emails the customer, as its
 * job would have at the next look.
 */
export async function simulatePortDecision(ctx: AppContext, userId: number, verdict: ReturnType<typeof sandboxPortVerdict>, log: Logger): Promise<string> {
  const phone = await findFirstPendingPortOf(ctx.db, userId);
  if (!phone) throw new HttpFailure(409, NO_PENDING_PORT);
  const request = await latestPortRequestOfPhone(ctx.db, phone.id);
  if (request) {
    if (request.status === 'rejected') throw new HttpFailure(409, PORT_WAITS_FOR_FIX);
    if (request.carrier_port_id === null) throw new HttpFailure(409, PORT_BEING_FILED);
    await updatePortRequest(ctx.db, request.id, { carrier_port_id: decidedSandboxPortId(verdict, ctx.config.portCompletionDelayMs, Date.now()) });
  } else if (verdict !== 'ok') {
    throw new HttpFailure(409, UNTRACKED_PORT_COMPLETES_ONLY);
  }
  const again = await settlePort(ctx, phone.id, log);
  if (again) await reschedulePendingPort(ctx.db, phone.id, again);
  const number = formatPhone(phone.phone_number);
  if (verdict === 'ok') return `The carrier completed the transfer of ${number}: the number is yours.`;
  return `The carrier rejected the transfer of ${number}: ${portRejectionOf(verdict).reason}`;
}
