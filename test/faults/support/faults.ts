import type { HttpHandler, JsonBodyType } from 'msw';
import { failureMessages } from '../../../src/lib/failureMessages';
import { setRequestTimeout } from '../../../src/api/baseQuery';
import { answersEmptyError, answersHtml502, malformedJson, missingFields, serverDown, timesOut } from '../../mocks/scenarios';

/** The server faults that every screen must survive. */
export type FaultName = '500' | '502 HTML page' | 'malformed JSON' | 'a body missing fields' | 'a timeout' | 'offline';

/** How long a call may take in these tests before it ends as a timeout (the app waits 30 s). */
const SHORT_TIMEOUT_MS = 1500;

export interface Fault {
  name: FaultName;
  /** The handlers that make `path` fail this way (`incomplete` is the 2xx body lacking what the screen reads). */
  handlers: (path: string, incomplete: JsonBodyType) => HttpHandler[];
  /** SPEC §8: the text the user sees when nothing more specific applies. */
  message: string;
  /** Anything besides handlers the fault needs (a short client timeout). */
  arm?: () => void;
}

export const faults: Fault[] = [
  { name: '500', handlers: (path) => answersEmptyError(path, 500), message: failureMessages.internal },
  { name: '502 HTML page', handlers: answersHtml502, message: failureMessages.internal },
  { name: 'malformed JSON', handlers: malformedJson, message: failureMessages.internal },
  { name: 'a body missing fields', handlers: missingFields, message: failureMessages.internal },
  { name: 'a timeout', handlers: timesOut, message: failureMessages.network, arm: () => setRequestTimeout(SHORT_TIMEOUT_MS) },
  { name: 'offline', handlers: serverDown, message: failureMessages.network },
];

/** The server recovers: back to the default timeout (the handlers are reset by the caller). */
export function disarmFaults(): void {
  setRequestTimeout();
}

afterEach(disarmFaults);
