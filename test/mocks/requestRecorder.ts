import { API } from './apiUrl';
import { server } from './server';

/** A file part of a multipart body, as the server received it. */
export interface RecordedFile {
  fileName: string;
  type: string;
  content: string;
}

export type RecordedFormValue = string | RecordedFile;

/** One request the SPA sent, as the server saw it. */
export interface RecordedRequest {
  method: string;
  /** The path under the API base (without '/api'), exactly as sent, trailing slash included. */
  path: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON, the multipart fields, the raw text, or undefined when there is no body. */
  body: unknown;
}

export interface RequestRecorder {
  /** How many requests have started so far (synchronous, for 'nothing was sent'). */
  count(): number;
  /** Every request so far, bodies parsed. */
  requests(): Promise<RecordedRequest[]>;
  /** The only request so far; fails when there were none or several. */
  single(): Promise<RecordedRequest>;
  /** Forgets what was recorded (for 'what happened after this point'). */
  clear(): void;
  stop(): void;
}

const active = new Set<() => void>();

async function parseBody(request: Request): Promise<unknown> {
  const contentType = request.headers.get('content-type') ?? '';
  if (contentType.startsWith('multipart/form-data')) {
    const fields: Record<string, RecordedFormValue> = {};
    for (const [name, value] of await request.formData()) {
      fields[name] =
        typeof value === 'string' ? value : { fileName: value.name, type: value.type, content: await value.text() };
    }
    return fields;
  }
  const text = await request.text();
  if (text === '') return undefined;
  return contentType.includes('json') ? (JSON.parse(text) as unknown) : text;
}

async function toRecord(request: Request): Promise<RecordedRequest> {
  const url = new URL(request.url);
  const apiPath = new URL(API).pathname;
  return {
    method: request.method,
    path: url.pathname.startsWith(apiPath) ? url.pathname.slice(apiPath.length) : url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(request.headers),
    body: await parseBody(request),
  };
}

/**
 * Records every request that reaches the mocked network, handled or not, so a test can assert
 * what was sent and count requests. Stopped automatically after each test.
 */
export function recordRequests(): RequestRecorder {
  let recorded: Promise<RecordedRequest>[] = [];
  const listener = ({ request }: { request: Request }) => {
    recorded.push(toRecord(request.clone()));
  };
  server.events.on('request:start', listener);
  const stop = () => {
    server.events.removeListener('request:start', listener);
    active.delete(stop);
  };
  active.add(stop);

  const requests = () => Promise.all(recorded);
  return {
    count: () => recorded.length,
    requests,
    single: async () => {
      const all = await requests();
      if (all.length !== 1) throw new Error(`expected one request, got ${all.length}: ${summarise(all)}`);
      return all[0];
    },
    clear: () => {
      recorded = [];
    },
    stop,
  };
}

/** 'GET /plans/, POST /websubscription' for failure messages. */
export function summarise(requests: RecordedRequest[]): string {
  return requests.map((request) => `${request.method} ${request.path}`).join(', ') || 'none';
}

afterEach(() => {
  for (const stop of [...active]) stop();
});
