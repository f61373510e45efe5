import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { openLoopLoad } from './openLoopLoad';

/**
 * The bench's open-loop load (the deep API budget): requests go out on schedule whatever
 * the answers do, and a stall shows in the latency of every request that was due during it.
 */

let server: http.Server;
let baseUrl: string;
let answered = 0;
/** Requests by path, in arrival order; the 10th of /stalls waits 300 ms. */
beforeAll(async () => {
  server = http.createServer((request, response) => {
    answered += 1;
    if (request.url === '/fails') {
      response.statusCode = 503;
      response.end('busy');
      return;
    }
    const delay = request.url === '/stalls' && answered === 10 ? 300 : 0;
    setTimeout(() => response.end('x'.repeat(50_000)), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  answered = 0;
});

test('sends the offered rate for the whole duration and counts every answer', async () => {
  const result = await openLoopLoad({ url: `${baseUrl}/fast`, headers: {}, rate: 100, durationMs: 1_000, connections: 4 });
  expect(result.sent).toBe(100);
  expect(result.answered).toBe(100);
  expect(result.failed).toBe(0);
  expect(answered).toBe(100);
  expect(result.p50).toBeLessThanOrEqual(result.p99);
  expect(result.p99).toBeLessThanOrEqual(result.max);
});

test('a stall counts for every request that was due during it, not only the stalled one', async () => {
  // One connection: the requests due while the 10th waits queue behind it.
  const result = await openLoopLoad({ url: `${baseUrl}/stalls`, headers: {}, rate: 100, durationMs: 1_000, connections: 1 });
  expect(result.answered).toBe(100);
  // About 30 requests were due during the 300 ms: the slowest 1 % waited most of it.
  expect(result.p99).toBeGreaterThanOrEqual(200);
  expect(result.max).toBeGreaterThanOrEqual(290);
});

test('answers other than 2xx are failures, not latencies', async () => {
  const result = await openLoopLoad({ url: `${baseUrl}/fails`, headers: {}, rate: 50, durationMs: 200, connections: 2 });
  expect(result.sent).toBe(10);
  expect(result.failed).toBe(10);
  expect(result.answered).toBe(0);
});
