import { performance } from 'node:perf_hooks';

export interface Sampled {
  /** Each request's latency in ms, in the order sent. */
  latencies: number[];
  /** Answers other than 2xx, and requests that got no answer. */
  failures: number;
}

/**
 * A customer's GETs of `url`, one at a time, `everyMs` apart, until `until` (a Date.now() time):
 * what a person clicking about the app would ask while another account loads the server.
 */
export async function sampleLatencies(url: string, token: string, until: number, everyMs: number): Promise<Sampled> {
  const latencies: number[] = [];
  let failures = 0;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(url, { headers: { authorization: `Token ${token}` } });
      await response.arrayBuffer();
      if (!response.ok) failures += 1;
    } catch {
      failures += 1;
    }
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return { latencies, failures };
}

/** The nearest-rank percentile (`fraction` 0.95 for p95) of `values`; 0 for none. */
export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}
