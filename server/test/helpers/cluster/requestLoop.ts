/** One request of a loop: when it started, and its answer or why it got none. */
export interface LoopAnswer {
  startedAt: number;
  path: string;
  /** The HTTP status, or 'no answer' when the request failed (refused, reset, timed out). */
  status: number | 'no answer';
  /** The instance that answered, by the balancer's X-Served-By. */
  servedBy: string | null;
  error?: string;
}

export interface RequestLoop {
  answers: LoopAnswer[];
  /** Resolves once `count` more answers have come than when it was called. */
  answered: (count: number) => Promise<void>;
  /** Lets every request in flight finish, and sends no more. */
  stop: () => Promise<LoopAnswer[]>;
}

/** A request may take this long (a database outage answers within seconds) before it counts as failed. */
const REQUEST_TIMEOUT_MS = 20_000;
const RETRY_AFTER_503_MS = 50;

/**
 * `concurrency` clients sending GETs to `baseUrl`, each one after the other, cycling through
 * `paths`: load as customers would make it, with every answer recorded.
 */
export function requestLoop(baseUrl: string, paths: string[], headers: Record<string, string>, concurrency: number): RequestLoop {
  const answers: LoopAnswer[] = [];
  const waiters: Array<{ count: number; resolve: () => void }> = [];
  let running = true;
  let sent = 0;

  async function oneRequest(path: string): Promise<LoopAnswer> {
    const startedAt = performance.now();
    try {
      const response = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      await response.arrayBuffer();
      return { startedAt, path, status: response.status, servedBy: response.headers.get('x-served-by') };
    } catch (error) {
      return { startedAt, path, status: 'no answer', servedBy: null, error: String((error as Error).cause ?? error) };
    }
  }

  async function client(): Promise<void> {
    while (running) {
      const path = paths[sent % paths.length];
      sent += 1;
      const answer = await oneRequest(path);
      answers.push(answer);
      // As a client honouring Retry-After would, only sooner: no busy loop against an outage.
      if (answer.status === 503) await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_503_MS));
      for (const waiter of waiters.filter((candidate) => answers.length >= candidate.count)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    }
  }

  const clients = Array.from({ length: concurrency }, () => client());
  return {
    answers,
    answered: (count) => new Promise<void>((resolve) => waiters.push({ count: answers.length + count, resolve })),
    stop: async () => {
      running = false;
      await Promise.all(clients);
      return answers;
    },
  };
}
