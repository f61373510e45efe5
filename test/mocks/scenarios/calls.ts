import { http, type HttpHandler } from 'msw';
import type { CallLogItem } from '../../../src/contract/api';
import { buildCallLog, buildCallLogWithCallerIds } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

export function callHistory(calls: CallLogItem[] = buildCallLog()): HttpHandler[] {
  return [http.get(apiUrl('/webcalllog'), answer(calls)), http.post(apiUrl('/webhidecalls'), accepted)];
}

/**
 * Our server's call history: each call with the carrier's caller name and spam rating (not in
 * SPEC §7). `callHistory()` is a SPEC-only backend's, without them.
 */
export function callHistoryWithCallerIds(calls: CallLogItem[] = buildCallLogWithCallerIds()): HttpHandler[] {
  return callHistory(calls);
}
