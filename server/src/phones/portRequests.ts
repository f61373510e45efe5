import type { PortRequest } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { isNumberOnHold } from '../db/queries/phoneReservations';
import { deletePhone, insertPortPendingPhone, setPortDue } from '../db/queries/phones';
import {
  addPortRequestEvent,
  deletePortRequest,
  insertPortRequest,
  listPortRequestEvents,
  listPortRequests,
  lockOwnPortRequest,
  updatePortRequest,
  type PortRequestEventRow,
  type PortRequestRow,
} from '../db/queries/portRequests';
import { isUniqueViolation } from '../db/queries/users';
import { portRejectedEmail, portSubmittedEmail } from '../emails/phoneEmails';
import { findUserById } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { PortRejectedError } from '../providers/telephony/TelephonyProvider';
import { CARRIER_UNAVAILABLE, checkPortAllowed, PORT_REFUSED } from './numberPurchase';
import { PORT_CLAIM_LEASE_MS, type PortCompletions } from './portCompletions';
import { portRejectionOf, REJECTED_RECHECK_MS } from './portRejections';

/** The losing carrier's details of a port, as the customer typed them (validated by the route). */
export interface PortDetailsInput {
  accountNumber: string;
  pin: string;
  zip: string;
}

export const PORT_REQUEST_NOT_FOUND = 'This transfer request was not found.';
export const PORT_NOT_REJECTED = 'Only a rejected transfer can be resubmitted. This one is still in progress or done.';
export const PORT_NOT_FIXABLE = 'This transfer cannot be fixed by resubmitting. Please choose a new number instead.';
export const PORT_DETAILS_INCOMPLETE = 'Please enter the account number, transfer PIN and ZIP code.';


/** The wire form: the PIN never, the account number as its last 4 only. */
export function toPortRequest(row: PortRequestRow, events: readonly PortRequestEventRow[]): PortRequest {
  return {
    id: row.public_id,
    phone_number: row.phone_number,
    status: row.status,
    account_number_last4: row.account_number === null ? null : row.account_number.slice(-4),
    zip: row.zip,
    scheduled_for: row.scheduled_for,
    rejection: row.status === 'rejected' && row.rejection_code ? portRejectionOf(row.rejection_code) : null,
    timeline: events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** The caller's requests with their timelines, newest first. */
export async function listPortRequestsOf(ctx: AppContext, userId: number): Promise<PortRequest[]> {
  const rows = await listPortRequests(ctx.db, userId);
  const events = await listPortRequestEvents(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toPortRequest(row, events.filter((event) => event.port_request_id === row.id)));
}

async function answer(ctx: AppContext, id: number): Promise<PortRequest> {
  const row = await ctx.db.selectFrom('port_requests').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toPortRequest(row, await listPortRequestEvents(ctx.db, [id]));
}

async function mailOwner(ctx: AppContext, userId: number, build: (email: string) => Parameters<AppContext['providers']['mail']['send']>[0]): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (user) await ctx.providers.mail.send(build(user.email));
}

/**
 * Files a port-in request. The number is recorded at once as the caller's (phones, port_pending),
 * so that nobody else can buy or port it meanwhile, with its request. Without details (SPEC's GET
 * /portphone/{number}), the request is at once rejected as 'details_missing', so that the tracker
 * asks for them, and the carrier is not asked. With details the carrier is asked: if it refuses
 * the number, both records are removed again and the answer is SPEC's refusal.
 */
export async function filePortRequest(ctx: AppContext, ports: PortCompletions, userId: number, phoneNumber: string, details: PortDetailsInput | null, log: Logger): Promise<PortRequest> {
  const now = new Date();
  let request: PortRequestRow;
  try {
    request = await ctx.db.transaction().execute(async (trx) => {
      await checkPortAllowed(trx, userId);
      if (await isNumberOnHold(trx, phoneNumber, now)) throw new HttpFailure(400, PORT_REFUSED);
      // Due (to be looked at by any instance) after a claim's lease, should this one die before the carrier answers.
      const dueAt = new Date(now.getTime() + (details ? PORT_CLAIM_LEASE_MS : REJECTED_RECHECK_MS));
      const phoneId = await insertPortPendingPhone(trx, { userId, phoneNumber, requestedAt: now, completesAt: dueAt });
      const row = await insertPortRequest(trx, {
        userId,
        phoneId,
        phoneNumber,
        accountNumber: details?.accountNumber ?? null,
        pin: details?.pin ?? null,
        zip: details?.zip ?? null,
        status: details ? 'submitted' : 'rejected',
        rejectionCode: details ? null : 'details_missing',
      });
      if (!details) {
        await addPortRequestEvent(trx, row.id, 'submitted', now);
        await addPortRequestEvent(trx, row.id, 'rejected', now);
      }
      return row;
    });
  } catch (error) {
    // The number is held here already, by someone: answered as the carrier's refusal is.
    if (isUniqueViolation(error)) throw new HttpFailure(400, PORT_REFUSED);
    throw error;
  }

  if (!details) {
    await mailOwner(ctx, userId, (email) => portRejectedEmail(ctx.config, email, phoneNumber, portRejectionOf('details_missing')));
    return answer(ctx, request.id);
  }

  let filing: { portId: string; nextCheckAt: Date };
  try {
    filing = await ctx.providers.telephony.requestPort({ phoneNumber, ...details });
  } catch (error) {
    await deletePortRequest(ctx.db, request.id);
    if (request.phone_id !== null) await deletePhone(ctx.db, request.phone_id);
    if (error instanceof PortRejectedError) {
      log.info({ reason: error.message }, 'port request refused by the carrier');
      throw new HttpFailure(400, PORT_REFUSED);
    }
    log.warn({ err: error }, 'port request failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }
  await filed(ctx, ports, request, filing, now);
  return answer(ctx, request.id);
}

/** Records that the carrier has a (re)filed request: its reference, the timeline, the next look, the email. */
async function filed(ctx: AppContext, ports: PortCompletions, request: PortRequestRow, filing: { portId: string; nextCheckAt: Date }, at: Date): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await updatePortRequest(trx, request.id, { carrier_port_id: filing.portId, updated_at: at });
    await addPortRequestEvent(trx, request.id, 'submitted', at);
    if (request.phone_id !== null) await setPortDue(trx, request.phone_id, filing.nextCheckAt);
  });
  ports.schedule(filing.nextCheckAt);
  await mailOwner(ctx, request.user_id, (email) => portSubmittedEmail(ctx.config, email, request.phone_number));
}

/**
 * Files a rejected request again with corrected details (those given replace the stored ones).
 * Only the owner's rejected request whose rejection names fields can be; others are 404 (any
 * customer's but the caller's) or 409. A carrier outage puts the rejection back as it was.
 */
export async function resubmitPortRequest(ctx: AppContext, ports: PortCompletions, userId: number, publicId: string, changes: Partial<PortDetailsInput>, log: Logger): Promise<PortRequest> {
  const now = new Date();
  const { before, details } = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockOwnPortRequest(trx, userId, publicId);
    if (!row) throw new HttpFailure(404, PORT_REQUEST_NOT_FOUND);
    if (row.status !== 'rejected') throw new HttpFailure(409, PORT_NOT_REJECTED);
    if (!row.rejection_code || portRejectionOf(row.rejection_code).fields.length === 0 || row.phone_id === null) throw new HttpFailure(409, PORT_NOT_FIXABLE);
    const phone = await trx.selectFrom('phones').select('status').where('id', '=', row.phone_id).executeTakeFirst();
    if (phone?.status !== 'port_pending') throw new HttpFailure(409, PORT_NOT_FIXABLE);
    const merged = { accountNumber: changes.accountNumber ?? row.account_number, pin: changes.pin ?? row.pin, zip: changes.zip ?? row.zip };
    if (merged.accountNumber === null || merged.pin === null || merged.zip === null) throw new HttpFailure(400, PORT_DETAILS_INCOMPLETE);
    // Filing now: the settle job leaves it alone (no carrier reference) until the carrier answers.
    await updatePortRequest(trx, row.id, { status: 'submitted', carrier_port_id: null, rejection_code: null, scheduled_for: null, account_number: merged.accountNumber, pin: merged.pin, zip: merged.zip, updated_at: now });
    await setPortDue(trx, row.phone_id, new Date(now.getTime() + PORT_CLAIM_LEASE_MS));
    return { before: row, details: { accountNumber: merged.accountNumber, pin: merged.pin, zip: merged.zip } };
  });

  let filing: { portId: string; nextCheckAt: Date };
  try {
    filing = await ctx.providers.telephony.requestPort({ phoneNumber: before.phone_number, ...details });
  } catch (error) {
    if (error instanceof PortRejectedError) {
      log.info({ reason: error.message }, 'port resubmission refused by the carrier');
      await refuseForGood(ctx, before, now);
      return answer(ctx, before.id);
    }
    await updatePortRequest(ctx.db, before.id, { status: 'rejected', carrier_port_id: before.carrier_port_id, rejection_code: before.rejection_code, updated_at: before.updated_at });
    log.warn({ err: error }, 'port resubmission failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }
  await filed(ctx, ports, before, filing, now);
  return answer(ctx, before.id);
}

/** The carrier refused the number itself: the request ends rejected, the number is released, the PIN forgotten. */
async function refuseForGood(ctx: AppContext, request: PortRequestRow, at: Date): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await updatePortRequest(trx, request.id, { status: 'rejected', rejection_code: 'not_portable', pin: null, updated_at: at });
    await addPortRequestEvent(trx, request.id, 'submitted', at);
    await addPortRequestEvent(trx, request.id, 'rejected', at);
    if (request.phone_id !== null) {
      await trx.updateTable('phones').set({ status: 'port_failed', updated_at: at }).where('id', '=', request.phone_id).where('status', '=', 'port_pending').execute();
    }
  });
  await mailOwner(ctx, request.user_id, (email) => portRejectedEmail(ctx.config, email, request.phone_number, portRejectionOf('not_portable')));
}
