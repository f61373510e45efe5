import type { LiveEventKind } from '../../src/contract/api';
import { setEventSourceFactory } from '../../src/api/live/eventSourceFactory';

/**
 * An EventSource for Jest (jsdom has none): the test plays the server, emitting events and
 * errors on the connection the SPA opened. Connections are kept in order of opening.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;

  readyState: number = FakeEventSource.CONNECTING;

  constructor(readonly url: string) {
    super();
  }

  /** The ticket of the URL the SPA connected with. */
  get ticket(): string | null {
    return new URL(this.url).searchParams.get('ticket');
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** An event as the server writes it: `event: kind`, `data: JSON` (a string is sent as is, for malformed data). */
  emit(kind: LiveEventKind | string, data: unknown = {}): void {
    if (this.readyState === FakeEventSource.CONNECTING) this.open();
    this.dispatchEvent(new MessageEvent(kind, { data: typeof data === 'string' ? data : JSON.stringify(data) }));
  }

  /** The connection failed or dropped: a browser would now try the same URL again. */
  error(): void {
    if (!this.closed) this.readyState = FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}

export interface FakeEventSources {
  /** Every connection the SPA opened, oldest first. */
  readonly all: FakeEventSource[];
  /** The newest connection; fails when there is none. */
  latest(): FakeEventSource;
}

/** Puts FakeEventSource in place of the browser's until the end of the test. */
export function installFakeEventSource(): FakeEventSources {
  const all: FakeEventSource[] = [];
  setEventSourceFactory((url) => {
    const source = new FakeEventSource(url);
    all.push(source);
    return source as unknown as EventSource;
  });
  return {
    all,
    latest: () => {
      const source = all.at(-1);
      if (!source) throw new Error('no event stream was opened');
      return source;
    },
  };
}

afterEach(() => setEventSourceFactory());
