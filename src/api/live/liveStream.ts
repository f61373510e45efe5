import type { EventSourceFactory } from './eventSourceFactory';
import { reconnectDelay, reconnectWait } from './reconnectDelay';

/** What asking for a ticket came to: one to connect with, a failure worth retrying, or no stream at all. */
export type TicketOutcome = { ticket: string } | { retry: true } | { stop: true };

export interface LiveStreamHandlers {
  requestTicket: () => Promise<TicketOutcome>;
  /** A connection is up; `afterGap` when an earlier one dropped or failed (events may have been missed). */
  onReady: (afterGap: boolean) => void;
  onCall: (data: unknown) => void;
  onMessage: (data: unknown) => void;
  onVoicemail?: (data: unknown) => void;
  /** The stream's session is gone (signed out, revoked, expired): the stream has ended. */
  onSignedOut: () => void;
  /** The connection dropped; a new ticket follows after the backoff. */
  onDropped?: () => void;
}

export interface LiveStreamOptions {
  handlers: LiveStreamHandlers;
  open: EventSourceFactory;
  urlFor: (ticket: string) => string;
  /** Settles when the stream must end (its cache entry went): closes the connection, stops retrying. */
  stopped: Promise<unknown>;
}

/** An event's JSON data, or undefined for data that is not JSON (then ignored by the readers). */
function dataOf(event: Event): unknown {
  const data = (event as MessageEvent<unknown>).data;
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

type ConnectionEnd = 'dropped' | 'signed-out' | 'stopped';

/**
 * Keeps one event stream open until `stopped`. A ticket is single-use, so the browser's own
 * reconnection (same URL) cannot work: on any error the connection is closed here and a new
 * ticket is asked for after an exponential backoff with jitter, reset by each `ready`.
 */
export async function runLiveStream({ handlers, open, urlFor, stopped }: LiveStreamOptions): Promise<void> {
  let isStopped = false;
  let endCurrent: ((end: ConnectionEnd) => void) | null = null;
  const stop = () => {
    isStopped = true;
    endCurrent?.('stopped');
  };
  stopped.then(stop, stop);

  let attempt = 0;
  let afterGap = false;
  while (!isStopped) {
    const outcome = await handlers.requestTicket();
    if (isStopped || 'stop' in outcome) return;
    if ('ticket' in outcome) {
      const end = await new Promise<ConnectionEnd>((resolve) => {
        const source = open(urlFor(outcome.ticket));
        endCurrent = (why) => {
          source.close();
          resolve(why);
        };
        source.addEventListener('ready', () => {
          attempt = 0;
          handlers.onReady(afterGap);
          afterGap = false;
        });
        source.addEventListener('call', (event) => handlers.onCall(dataOf(event)));
        source.addEventListener('message', (event) => handlers.onMessage(dataOf(event)));
        source.addEventListener('voicemail', (event) => handlers.onVoicemail?.(dataOf(event)));
        source.addEventListener('signed-out', () => endCurrent?.('signed-out'));
        source.addEventListener('error', () => endCurrent?.('dropped'));
      });
      endCurrent = null;
      if (end === 'stopped') return;
      if (end === 'signed-out') {
        handlers.onSignedOut();
        return;
      }
      handlers.onDropped?.();
    }
    afterGap = true;
    await reconnectWait(reconnectDelay(attempt), stopped);
    attempt += 1;
  }
}
