import type { CallLogItem } from '../../src/contract/api';
import { nextId, nextPhoneNumber } from './sequence';

/** A call of GET /webcalllog: answered, one minute long, not blocked, unless overridden. */
export function buildCallLogItem(overrides: Partial<CallLogItem> = {}): CallLogItem {
  return {
    id: nextId(),
    call_date: '2024-05-02 14:30:00',
    call_from: nextPhoneNumber(),
    call_to: '8575550100',
    hangup_cause: 'SUCCESS',
    duration: 60,
    is_blocked: false,
    ...overrides,
  };
}

/**
 * The call log as our server sends it, with the carrier's caller lookup (not in SPEC §7): a
 * business with a listed name, a likely spam caller, and a caller nothing is known about.
 */
export function buildCallLogWithCallerIds(ownNumber = '8575550100'): CallLogItem[] {
  return [
    buildCallLogItem({ call_from: '6175550111', call_to: ownNumber, call_date: '2024-05-02 14:30:00', caller_name: 'Acme Dental', spam_likely: false }),
    buildCallLogItem({ call_from: '4155550136', call_to: ownNumber, call_date: '2024-05-02 12:00:00', hangup_cause: 'NO_ANSWER', duration: 0, caller_name: null, spam_likely: true }),
    buildCallLogItem({ call_from: ownNumber, call_to: '6175550199', call_date: '2024-05-01 18:12:00', duration: 125, caller_name: null, spam_likely: false }),
  ];
}

/** A call log with an answered incoming call, a missed one and an outgoing one. */
export function buildCallLog(ownNumber = '8575550100'): CallLogItem[] {
  return [
    buildCallLogItem({ call_to: ownNumber }),
    buildCallLogItem({ call_to: ownNumber, hangup_cause: 'NO_ANSWER', duration: 0, call_date: '2024-05-01 09:00:00' }),
    buildCallLogItem({ call_from: ownNumber, call_to: '6175550199', duration: 125, call_date: '2024-04-30 18:12:00' }),
  ];
}
