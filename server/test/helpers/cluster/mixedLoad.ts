/** One request of the load: what it was, in which phase of the test it started, and how it ended. */
export interface LoadAnswer {
  phase: string;
  request: string;
  /** The HTTP status, or 'no answer' when the request failed (refused, reset, timed out). */
  status: number | 'no answer';
  /** The instance that answered, by the balancer's X-Served-By. */
  servedBy: string | null;
  error?: string;
}

export interface MixedLoad {
  answers: LoadAnswer[];
  /** Answers from now on are counted in `phase`. */
  enter: (phase: string) => void;
  /** Resolves once `count` more answers have come than when it was called. */
  answered: (count: number) => Promise<void>;
  /** Lets every request in flight finish, and sends no more. */
  stop: () => Promise<LoadAnswer[]>;
}

/** A request may take this long before it counts as failed. */
const REQUEST_TIMEOUT_MS = 20_000;

/** One client's session and the number it blocks and unblocks (its own, so writes never collide). */
export interface LoadClient {
  token: string;
  phoneNumber: string;
}

/**
 * Customers using the app through `baseUrl`, each one request after the other: read the profile,
 * block a number, read the blocked list, unblock it. Every answer is recorded; none is retried
 * here (the balancer's own retries are part of what is measured).
 */
export function mixedLoad(baseUrl: string, clients: LoadClient[]): MixedLoad {
  const answers: LoadAnswer[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let phase = 'start';
  let running = true;

  async function send(client: LoadClient, method: 'GET' | 'POST', path: string, body?: unknown): Promise<void> {
    const startedIn = phase;
    const request = `${method} ${path}`;
    let answer: LoadAnswer;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { authorization: `Token ${client.token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      answer = { phase: startedIn, request, status: response.status, servedBy: response.headers.get('x-served-by') };
    } catch (error) {
      answer = { phase: startedIn, request, status: 'no answer', servedBy: null, error: String((error as Error).cause ?? error) };
    }
    answers.push(answer);
    for (const waiter of waiters.filter((candidate) => answers.length >= candidate.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  async function customer(client: LoadClient): Promise<void> {
    const number = [{ phone_number: client.phoneNumber }];
    while (running) {
      await send(client, 'GET', '/api/user/webprofile');
      await send(client, 'POST', '/api/websaveblocknumber', number);
      await send(client, 'GET', '/api/webgetblockednumber');
      await send(client, 'POST', '/api/webunblocknumber', number);
    }
  }

  const customers = clients.map((client) => customer(client));
  return {
    answers,
    enter: (next) => {
      phase = next;
    },
    answered: (count) => new Promise<void>((resolve) => waiters.push({ count: answers.length + count, resolve })),
    stop: async () => {
      running = false;
      await Promise.all(customers);
      return answers;
    },
  };
}
