/**
 * The one place the live stream gets its EventSource, so that tests (jsdom has none) can put a
 * fake in its stead. Without an EventSource the dashboard simply works without live activity.
 */
export type EventSourceFactory = (url: string) => EventSource;

const browserFactory = (): EventSourceFactory | null =>
  typeof globalThis.EventSource === 'function' ? (url) => new globalThis.EventSource(url) : null;

let factory: EventSourceFactory | null | undefined;

/** Replaces the factory; no argument goes back to the browser's EventSource (tests). */
export function setEventSourceFactory(replacement?: EventSourceFactory | null): void {
  factory = replacement;
}

/** The factory in use, or null when this browser has no EventSource. */
export function eventSourceFactory(): EventSourceFactory | null {
  return factory === undefined ? browserFactory() : factory;
}
