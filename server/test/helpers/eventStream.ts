import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EventTicketResponse } from '../../../src/contract/api';
import type { TestServer } from './testServer';

/** How long a test waits for an event before it fails (the CI box is slow; nothing sleeps this long when all is well). */
export const EVENT_TIMEOUT_MS = 15_000;

export interface StreamEvent {
  event: string;
  data: unknown;
}

/** The origin of a test server made to listen on a free loopback port (a stream cannot be `inject`ed). */
export async function listenOnLoopback(server: TestServer): Promise<string> {
  if (!server.app.server.listening) await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

export async function askForTicket(server: TestServer, headers: Record<string, string>): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/api/events/ticket', headers });
  if (response.statusCode !== 200) throw new Error(`ticket refused: ${response.statusCode} ${response.body}`);
  return response.json<EventTicketResponse>().ticket;
}

/**
 * A GET /api/events read as the SPA's EventSource would: the body split on blank lines into events (`event:` and `data:` lines) and comments (lines starting with ':').
 */
export class EventReader {
  readonly events: StreamEvent[] = [];
  readonly comments: string[] = [];
  private taken = 0;
  private isEnded = false;
  private wake: (() => void) | undefined;
  /** The body of an answer other than 200, parsed as JSON. */
  failure: unknown;

  private constructor(
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    private readonly message: http.IncomingMessage,
  ) {}

  /**
   * Opens the stream on a connection of its own (no agent: nothing lingers in a pool once it
   * ends, so the server's close never waits for an idle client socket).
   */
  static async open(origin: string, ticket: string, headers: Record<string, string> = {}): Promise<EventReader> {
    const message = await new Promise<http.IncomingMessage>((resolve, reject) => {
      http.get(`${origin}/api/events?ticket=${encodeURIComponent(ticket)}`, { headers, agent: false }, resolve).on('error', reject);
    });
    const reader = new EventReader(message.statusCode ?? 0, message.headers, message);
    if (reader.status === 200) void reader.pump();
    else reader.failure = JSON.parse(await reader.text());
    return reader;
  }

  get ended(): boolean {
    return this.isEnded;
  }

  /** The next event not yet taken, waiting for it up to `timeoutMs`; throws if the stream ends first. */
  async next(timeoutMs = EVENT_TIMEOUT_MS): Promise<StreamEvent> {
    await this.waitFor(() => this.events.length > this.taken || this.isEnded, timeoutMs, 'an event');
    if (this.events.length <= this.taken) throw new Error(`the stream ended; events so far: ${JSON.stringify(this.events)}`);
    const event = this.events[this.taken];
    this.taken += 1;
    return event;
  }

  /** Waits until the server ends the stream. */
  async end(timeoutMs = EVENT_TIMEOUT_MS): Promise<void> {
    await this.waitFor(() => this.isEnded, timeoutMs, 'the end of the stream');
  }

  /** Waits until `count` comment lines have arrived. */
  async commentsUpTo(count: number, timeoutMs = EVENT_TIMEOUT_MS): Promise<string[]> {
    await this.waitFor(() => this.comments.length >= count || this.isEnded, timeoutMs, `${count} comments`);
    return this.comments;
  }

  /** Closes the stream from the client's side. */
  close(): void {
    this.message.destroy();
  }

  private async waitFor(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`timed out waiting for ${what}; events so far: ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private async text(): Promise<string> {
    let text = '';
    for await (const chunk of this.message) text += String(chunk);
    return text;
  }

  private async pump(): Promise<void> {
    this.message.setEncoding('utf8');
    let buffered = '';
    try {
      for await (const chunk of this.message as AsyncIterable<string>) {
        buffered += chunk;
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          this.take(buffered.slice(0, end));
          buffered = buffered.slice(end + 2);
        }
        this.wake?.();
      }
    } catch {
      // Aborted by the client, or the connection dropped: either way the stream has ended.
    }
    this.isEnded = true;
    this.wake?.();
  }

  private take(block: string): void {
    const lines = block.split('\n');
    if (lines.every((line) => line.startsWith(':'))) {
      this.comments.push(...lines);
      return;
    }
    const field = (name: string) => lines.find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
    this.events.push({ event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') });
  }
}

/**
 * For a test file whose servers hold event streams: each listens on loopback (from beforeAll), and
 * the streams a test opens through `open` are closed after it.
 */
export function streamsOn(servers: TestServer[]): { open(instance: TestServer, ticket: string): Promise<EventReader> } {
  const origins = new Map<TestServer, string>();
  const readers: EventReader[] = [];
  beforeAll(async () => {
    for (const instance of servers) origins.set(instance, await listenOnLoopback(instance));
  });
  afterEach(() => {
    for (const reader of readers.splice(0)) reader.close();
  });
  return {
    async open(instance, ticket) {
      const reader = await EventReader.open(origins.get(instance) ?? '', ticket);
      readers.push(reader);
      return reader;
    },
  };
}
