import { PassThrough } from 'node:stream';
import type { LiveEventKind, LiveEventPayloads } from '../../../src/contract/api';

/**
 * A stream of this many bytes not yet taken by the client is ended: a client that does not read
 * would otherwise hold the server's memory. Its reconnect refetches what it missed.
 */
const MAX_UNSENT_BYTES = 1024 * 1024;

/**
 * One text/event-stream answer: `body` is what the reply sends. Events are written as
 * `event: <kind>\ndata: <JSON>\n\n`; a comment line every `keepAliveMs` keeps proxies from
 * taking the stream for a dead connection. `end()` is final and may be called any number of times.
 */
export class SseStream {
  readonly body = new PassThrough();
  private readonly keepAlive: NodeJS.Timeout;
  private isEnded = false;
  private readonly endListeners: (() => void)[] = [];

  constructor(keepAliveMs: number) {
    this.keepAlive = setInterval(() => this.write(': keep-alive\n\n'), keepAliveMs);
    this.keepAlive.unref();
    // The client went away (the reply pipes `body` to its socket and destroys it then).
    this.body.on('close', () => this.end());
  }

  get ended(): boolean {
    return this.isEnded;
  }

  send<K extends LiveEventKind>(kind: K, data: LiveEventPayloads<number>[K]): void {
    this.write(`event: ${kind}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  /** Runs `listener` once when the stream ends, whoever ends it. */
  onEnd(listener: () => void): void {
    if (this.isEnded) listener();
    else this.endListeners.push(listener);
  }

  end(): void {
    if (this.isEnded) return;
    this.isEnded = true;
    clearInterval(this.keepAlive);
    this.body.end();
    for (const listener of this.endListeners.splice(0)) listener();
  }

  private write(text: string): void {
    if (this.isEnded) return;
    this.body.write(text);
    if (this.body.writableLength > MAX_UNSENT_BYTES) this.end();
  }
}
