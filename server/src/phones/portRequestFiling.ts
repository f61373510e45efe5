import type { PortRequest } from '../../../src/contract/api';
import type { AppContext } from '../appContext';
import { deletePhone, failPendingPort, findPhoneStatus, insertPortPendingPhone, setPortDue } from '../db/queries/phones';
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
  getPortRequestRow,
} from '../db/queries/portRequestRows';
import { isUniqueViolation } from '../db/queries/users';
import { portRejectedEmail, portSubmittedEmail } from '../emails/phoneEmails';
import { queuePortMail } from './portMail';
import { HttpFailure } from '../http/HttpFailure';
import type { Logger } from '../lib/logger';
import { PortRejectedError } from '../providers/telephony/TelephonyProvider';
import { CARRIER_UNAVAILABLE, checkPortAllowed, PORT_REFUSED } from './numberPurchase';
import { numberIsOurs } from './numberIsOurs';
import { NOT_WAITING, waitingExpiry } from './portExpiry';
import { portRejectionOf } from './portRejections';
import { formatIsoDay, type ReadWallClock } from '../../../src/contract/dateFormat';
import { wallClockIn } from '../lib/wallClock';

/** SPEC §2: porting takes up to 4 days; the confirmation says 'usually 1–4 days' from each filing. */
export const PORT_TYPICAL_MAX_DAYS = 4;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The day the customer can expect the number here ('YYYY-MM-DD', in the display zone): the
 * carrier's scheduled day once known, else 4 days after the latest filing; null when the transfer
 * is not moving (completed or rejected).
 */
export function expectedBy(row: Pick<PortRequestRow, 'status' | 'scheduled_for'>, events: readonly PortRequestEventRow[], read: ReadWallClock): string | null {
  if (row.status === 'completed' || row.status === 'rejected') return null;
  if (row.status === 'scheduled' && row.scheduled_for) return row.scheduled_for;
  const filings = events.filter((event) => event.status === 'submitted');
  const lastFiling = filings.at(-1);
  if (!lastFiling) return null;
  return formatIsoDay(new Date(new Date(lastFiling.at).getTime() + PORT_TYPICAL_MAX_DAYS * DAY_MS), read);
}

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
export function toPortRequest(row: PortRequestRow, events: readonly PortRequestEventRow[], read?: ReadWallClock): PortRequest {
  return {
    id: row.public_id,
    phone_number: row.phone_number,
    status: row.status,
    account_number_last4: row.account_number === null ? null : row.account_number.slice(-4),
    zip: row.zip,
    scheduled_for: row.scheduled_for,
    rejection: row.status === 'rejected' && row.rejection_code ? portRejectionOf(row.rejection_code) : null,
    timeline: events.map((event) => ({ status: event.status, at: new Date(event.at).toISOString() })),
    expires_at: row.expires_at === null ? null : new Date(row.expires_at).toISOString(),
    ...(read ? { expected_by: expectedBy(row, events, read) } : {}),
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
  const read = wallClockIn(ctx.config.displayTimeZone);
  return rows.map((row) => toPortRequest(row, events.filter((event) => event.port_request_id === row.id), read));
}

async function answer(ctx: AppContext, id: number): Promise<PortRequest> {
  const row = await getPortRequestRow(ctx.db, id);
  return toPortRequest(row, await listPortRequestEvents(ctx.db, [id]), wallClockIn(ctx.config.displayTimeZone));
}

/**
 * Files a port-in request. Without details (SPEC's GET /portphone/{number}), the request is
 * recorded at once as rejected 'details_missing', so that the tracker asks for them; it claims no
 * number (anyone may ask for any number: that blocks nobody and tells nothing) and the carrier is
 * not asked; it expires unless the details come (phones/portExpiry.ts). With details, the number
 * is claimed (phones, port_pending: its unique index lets one customer at a time) and the carrier
 * asked, whether or not the number is ours; a number that is ours ends exactly as the carrier's
 * refusal does (both records removed, SPEC's refusal), and so tells nothing either.
 */
export async function filePortRequest(ctx: AppContext, userId: number, phoneNumber: string, details: PortDetailsInput | null, log: Logger): Promise<PortRequest> {
  const now = new Date();
  if (!details) return recordWaitingRequest(ctx, userId, phoneNumber, now);

  let request: PortRequestRow | null;
  try {
    request = await ctx.db.transaction().execute(async (trx) => {
      await checkPortAllowed(trx, userId);
      if (await numberIsOurs(trx, phoneNumber, now)) return null;
      // Due (to be looked at by any instance) after a claim's lease, should this one die before the carrier answers.
      const phoneId = await insertPortPendingPhone(trx, { userId, phoneNumber, requestedAt: now, completesAt: new Date(now.getTime() + ctx.config.jobLeaseMs) });
      return insertPortRequest(trx, { userId, phoneId, phoneNumber, ...detailColumns(details), status: 'submitted', rejectionCode: null });
    });
  } catch (error) {
    // Claimed by someone else meanwhile: ours, as above.
    if (!isUniqueViolation(error)) throw error;
    request = null;
  }

  let filing: { portId: string; nextCheckAt: Date };
  try {
    filing = await ctx.providers.telephony.requestPort({ phoneNumber, ...details });
    if (!request) throw new PortRejectedError('the number is ours');
  } catch (error) {
    if (request) {
      await deletePortRequest(ctx.db, request.id);
      if (request.phone_id !== null) await deletePhone(ctx.db, request.phone_id);
    }
    if (error instanceof PortRejectedError) {
      log.info({ reason: error.message }, 'port request refused');
      throw new HttpFailure(400, PORT_REFUSED);
    }
    log.warn({ err: error }, 'port request failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }
  await filed(ctx, request, filing, now);
  return answer(ctx, request.id);
}

const detailColumns = (details: PortDetailsInput) => ({ accountNumber: details.accountNumber, pin: details.pin, zip: details.zip });

/** A request without details: waiting for them, claiming nothing, answered alike for every number. */
async function recordWaitingRequest(ctx: AppContext, userId: number, phoneNumber: string, now: Date): Promise<PortRequest> {
  const request = await ctx.db.transaction().execute(async (trx) => {
    await checkPortAllowed(trx, userId);
    const row = await insertPortRequest(trx, {
      userId,
      phoneId: null,
      phoneNumber,
      accountNumber: null,
      pin: null,
      zip: null,
      status: 'rejected',
      rejectionCode: 'details_missing',
      expiry: waitingExpiry(ctx.config, now),
    });
    await addPortRequestEvent(trx, row.id, 'submitted', now);
    await addPortRequestEvent(trx, row.id, 'rejected', now);
    await queuePortMail(ctx, trx, userId, (email) => portRejectedEmail(ctx.config, email, phoneNumber, portRejectionOf('details_missing')));
    return row;
  });
  ctx.mail.wake();
  return answer(ctx, request.id);
}

/** Records that the carrier has a (re)filed request: its reference, the timeline, the next look, the email. */
async function filed(ctx: AppContext, request: PortRequestRow, filing: { portId: string; nextCheckAt: Date }, at: Date): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await updatePortRequest(trx, request.id, { carrier_port_id: filing.portId, updated_at: at });
    await addPortRequestEvent(trx, request.id, 'submitted', at);
    if (request.phone_id !== null) await setPortDue(trx, request.phone_id, filing.nextCheckAt);
    await queuePortMail(ctx, trx, request.user_id, (email) => portSubmittedEmail(ctx.config, email, request.phone_number));
  });
  ctx.jobs.wakeAt('port completions', filing.nextCheckAt);
  ctx.mail.wake();
}

/**
 * Files a rejected request again with corrected details (those given replace the stored ones).
 * Only the owner's rejected request whose rejection names fields can be; others are 404 (any
 * customer's but the caller's) or 409. A request that claims no number yet (it waited for details)
 * claims it now; the carrier is asked in every case, and a number that is ours (someone else's
 * claim) ends as the carrier's refusal does: rejected 'not_portable'. A carrier outage puts the
 * request back as it was.
 */
export async function resubmitPortRequest(ctx: AppContext, userId: number, publicId: string, changes: Partial<PortDetailsInput>, log: Logger): Promise<PortRequest> {
  const now = new Date();
  let checked: { before: PortRequestRow; details: PortDetailsInput } | undefined;
  let claimedPhoneId: number | null = null;
  let ours = false;
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const row = await lockOwnPortRequest(trx, userId, publicId);
      if (!row) throw new HttpFailure(404, PORT_REQUEST_NOT_FOUND);
      if (row.status !== 'rejected') throw new HttpFailure(409, PORT_NOT_REJECTED);
      if (!row.rejection_code || portRejectionOf(row.rejection_code).fields.length === 0 || row.expires_at === null) throw new HttpFailure(409, PORT_NOT_FIXABLE);
      if (row.phone_id !== null) {
        if ((await findPhoneStatus(trx, row.phone_id)) !== 'port_pending') throw new HttpFailure(409, PORT_NOT_FIXABLE);
      }
      const { accountNumber = row.account_number, pin = row.pin, zip = row.zip } = changes;
      if (accountNumber === null || pin === null || zip === null) throw new HttpFailure(400, PORT_DETAILS_INCOMPLETE);
      checked = { before: row, details: { accountNumber, pin, zip } };

      // A request waiting for details claims its number now, unless the number is ours.
      let phoneId = row.phone_id;
      const dueAt = new Date(now.getTime() + ctx.config.jobLeaseMs);
      if (phoneId !== null) await setPortDue(trx, phoneId, dueAt);
      else if (await numberIsOurs(trx, row.phone_number, now)) ours = true;
      else phoneId = claimedPhoneId = await insertPortPendingPhone(trx, { userId, phoneNumber: row.phone_number, requestedAt: now, completesAt: dueAt });
      if (ours) return;
      // Filing now: the settle job leaves it alone (no carrier reference) until the carrier answers.
      await updatePortRequest(trx, row.id, { status: 'submitted', phone_id: phoneId, carrier_port_id: null, rejection_code: null, scheduled_for: null, account_number: accountNumber, pin, zip, ...NOT_WAITING, updated_at: now });
    });
  } catch (error) {
    // Claimed by someone else meanwhile (the unique index): ours, as above.
    if (!isUniqueViolation(error) || !checked) throw error;
    ours = true;
    claimedPhoneId = null;
  }
  if (!checked) throw new Error('resubmission checked nothing');
  const { details } = checked;
  // The request as filed: with the claim it made, if it made one.
  const before = { ...checked.before, phone_id: claimedPhoneId ?? checked.before.phone_id };

  let filing: { portId: string; nextCheckAt: Date };
  try {
    filing = await ctx.providers.telephony.requestPort({ phoneNumber: before.phone_number, ...details });
    if (ours) throw new PortRejectedError('the number is ours');
  } catch (error) {
    if (error instanceof PortRejectedError) {
      log.info({ reason: error.message }, 'port resubmission refused');
      await refuseForGood(ctx, before, now);
      return answer(ctx, before.id);
    }
    if (!ours) await putBack(ctx, checked.before, claimedPhoneId);
    log.warn({ err: error }, 'port resubmission failed');
    throw new HttpFailure(502, CARRIER_UNAVAILABLE);
  }
  await filed(ctx, before, filing, now);
  return answer(ctx, before.id);
}

/** A resubmission the carrier could not take: the request waits as it did, and a claim it made is dropped. */
async function putBack(ctx: AppContext, before: PortRequestRow, claimedPhoneId: number | null): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await updatePortRequest(trx, before.id, {
      status: 'rejected',
      phone_id: before.phone_id,
      carrier_port_id: before.carrier_port_id,
      rejection_code: before.rejection_code,
      expires_at: before.expires_at,
      expiry_warned_at: before.expiry_warned_at,
      expiry_due_at: before.expiry_due_at,
      updated_at: before.updated_at,
    });
    if (claimedPhoneId !== null) await deletePhone(trx, claimedPhoneId);
  });
}

/** The carrier refused the number itself (or it is ours): the request ends rejected, its claim is released, the PIN forgotten. */
async function refuseForGood(ctx: AppContext, request: PortRequestRow, at: Date): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await updatePortRequest(trx, request.id, { status: 'rejected', rejection_code: 'not_portable', pin: null, ...NOT_WAITING, updated_at: at });
    await addPortRequestEvent(trx, request.id, 'submitted', at);
    await addPortRequestEvent(trx, request.id, 'rejected', at);
    if (request.phone_id !== null) {
      await failPendingPort(trx, request.phone_id, at);
    }
    await queuePortMail(ctx, trx, request.user_id, (email) => portRejectedEmail(ctx.config, email, request.phone_number, portRejectionOf('not_portable')));
  });
  ctx.mail.wake();
}
