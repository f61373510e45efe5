import type { HttpHandler } from 'msw';
import {
  balanceOf,
  currentGreeting,
  esimCustomer,
  noBillingEndpoints,
  noDataExport,
  noEsimRecord,
  noPortTracker,
  noPushEndpoints,
  noVoicemailInbox,
  noSessionEndpoints,
  noPasskeyEndpoints,
  plansAvailable,
  signedInCustomer,
  type CustomerData,
} from '../mocks/scenarios';

/**
 * What any dashboard page needs from the server besides its own data: the route guard's calls
 * and what the dashboard panel shows (plans, balance, the eSIM block). Give the page's own
 * scenario in a later server.use() call, so that it takes precedence. the billing
 * endpoints, the sessions, the passkeys, the port tracker, Web Push and 'Download your data' answer 404 (a SPEC §7 backend) unless a test gives them, e.g.
 * cardOnFile(), signedInDevices(), pushService().
 */
export function dashboardServer(customer: Partial<CustomerData> = {}): HttpHandler[] {
  return [...signedInCustomer(customer), ...plansAvailable(), ...balanceOf(), ...esimCustomer({ record: noEsimRecord() }), ...currentGreeting(null), ...noBillingEndpoints(), ...noSessionEndpoints(), ...noPasskeyEndpoints(), ...noPortTracker(), ...noDataExport(), ...noVoicemailInbox(), ...noPushEndpoints()];
}

/** Fakes the clock's date only: timers, promises and msw keep running for real. */
export function fakeToday(isoDateTime: string): void {
  jest.useFakeTimers({
    now: new Date(isoDateTime),
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'hrtime',
      'performance',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
    ],
  });
}
