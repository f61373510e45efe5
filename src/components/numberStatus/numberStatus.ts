import { paths } from '../../config/paths';
import type { Phone, PortRequest } from '../../contract/api';

/**
 * The state of the customer's number, as every screen tells it (the panel, the header, the success
 * page, the tracker): one reading of GET /webphones and GET /portphone/requests, so they cannot
 * disagree.
 */
export type NumberStatus =
  | { kind: 'loading' }
  | { kind: 'none' }
  /** A bought number, or a ported one SPEC's backend reports without a tracker entry. */
  | { kind: 'working'; number: string }
  /** The carrier works on it; the day it is expected, when the server tells (SPEC's backend does not). */
  | { kind: 'transferring'; number: string; expectedBy: string | null; requestId: string | null }
  /** The carrier rejected details the customer can fix: nothing moves until they do. */
  | { kind: 'actionNeeded'; number: string; requestId: string; reason: string; fix: string }
  | { kind: 'ported'; number: string }
  /** Rejected for good (not portable, or cancelled for want of the details). */
  | { kind: 'cancelled'; number: string; reason: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the tracker can tell more than GET /webphones: a number being or having been transferred, or none yet. */
export function needsPortRequests(phones: readonly Phone[] | undefined): boolean {
  return phones !== undefined && (phones.length === 0 || phones.some((phone) => phone.status === 'port_pending' || phone.status === 'port_completed'));
}

function ofRequest(request: PortRequest): NumberStatus {
  const number = request.phone_number;
  if (request.status === 'completed') return { kind: 'ported', number };
  if (request.status === 'rejected') {
    const rejection = request.rejection;
    if (rejection && rejection.fields.length > 0) return { kind: 'actionNeeded', number, requestId: request.id, reason: rejection.reason, fix: rejection.fix };
    return { kind: 'cancelled', number, reason: rejection?.reason ?? '' };
  }
  const expectedBy = typeof request.expected_by === 'string' && ISO_DAY.test(request.expected_by) ? request.expected_by : null;
  return { kind: 'transferring', number, expectedBy, requestId: request.id };
}

/**
 * `phones` as GET /webphones answers (undefined while loading); `requests` as GET
 * /portphone/requests answers, newest first, or null when there is no tracker (404, SPEC's
 * backend) or it was not needed. The newest request for the customer's number tells its story;
 * without one, /webphones' status does (SPEC's texts).
 */
export function numberStatusOf(phones: readonly Phone[] | undefined, requests: readonly PortRequest[] | null): NumberStatus {
  if (phones === undefined) return { kind: 'loading' };
  const phone = phones[0];
  if (phone && phone.status !== 'port_pending' && phone.status !== 'port_completed') return { kind: 'working', number: phone.phone_number };
  const request = phone ? requests?.find((candidate) => candidate.phone_number === phone.phone_number) : requests?.[0];
  if (request) return ofRequest(request);
  if (!phone) return { kind: 'none' };
  if (phone.status === 'port_pending') return { kind: 'transferring', number: phone.phone_number, expectedBy: null, requestId: null };
  return { kind: 'ported', number: phone.phone_number };
}

/** Whether the header shows it: something in progress, or to act on. */
export const isOngoing = (status: NumberStatus): status is Extract<NumberStatus, { kind: 'transferring' | 'actionNeeded' }> =>
  status.kind === 'transferring' || status.kind === 'actionNeeded';

/** Where a rejection's fix form is: its card on the tracker (no MUI here: the header imports this). */
export const fixFormPath = (requestId: string) => `${paths.dashboard.porting}#fix-${encodeURIComponent(requestId)}`;
