import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface OpenLoopOptions {
  url: string;
  headers: Record<string, string>;
  /** Requests per second, evenly spaced. */
  rate: number;
  durationMs: number;
  /** Kept-alive connections at most; a request due while all are busy waits for one, and that wait counts. */
  connections: number;
}

export interface OpenLoopResult {
  sent: number;
  answered: number;
  /** Connection errors, and answers other than 2xx. */
  failed: number;
  /** Latency percentiles in ms, each counted from the moment its request was due. */
  p50: number;
  p99: number;
  max: number;
  /** Answers per second over the run. */
  answeredPerSecond: number;
}

const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);

/**
 * The "p99 at 500 req/s offered": requests at evenly spaced times, whatever the answers do
 * (an open loop, as wrk2 offers a rate). autocannon's `overallRate` instead lets each connection
 * send its share of a second back to back from the second's start (a burst of the whole second's
 * requests, 20 at a time), and corrects for coordinated omission as if requests were due every
 * millisecond; both measure the load generator's bursts more than the server. Here each latency
 * counts from when its request was due, so a stalled server (or a stalled client) still shows in
 * full. The bodies are read and dropped by Node's own HTTP parser.
 */
export async function openLoopLoad({ url, headers, rate, durationMs, connections }: OpenLoopOptions): Promise<OpenLoopResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let failed = 0;
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      // Sent up to a millisecond early (timer granularity): then it counts from when it was sent.
      const from = Math.min(due, performance.now());
      const request = http.get(url, { agent, headers }, (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode !== undefined && response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - from);
          else failed += 1;
          resolve();
        });
      });
      request.on('error', () => {
        failed += 1;
        resolve();
      });
    });

  const intervalMs = 1000 / rate;
  const total = Math.round(durationMs / intervalMs);
  const requests: Promise<void>[] = [];
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = started + index * intervalMs;
    const wait = due - performance.now();
    // Timers fire to the millisecond: a request less than one early is sent now; one that is late goes at once.
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    requests.push(send(due));
  }
  await Promise.all(requests);
  const elapsedMs = performance.now() - started;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  return {
    sent: total,
    answered: latencies.length,
    failed,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    answeredPerSecond: (latencies.length / elapsedMs) * 1000,
  };
}
