import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { percentile, sampleLatencies } from './latencySampler';

/** The bench's latency sampler (the heavy suites): one request at a time, failures counted, nearest-rank percentiles. */

let server: http.Server;
let baseUrl: string;
const seenTokens: (string | undefined)[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seenTokens.push(request.headers.authorization);
    response.statusCode = request.url === '/fails' ? 429 : 200;
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test('nearest-rank percentiles; 0 for no values', () => {
  const values = Array.from({ length: 100 }, (_, index) => 100 - index);
  expect(percentile(values, 0.95)).toBe(95);
  expect(percentile(values, 0.5)).toBe(50);
  expect(percentile(values, 1)).toBe(100);
  expect(percentile([7], 0.95)).toBe(7);
  expect(percentile([], 0.95)).toBe(0);
});

test('sends the token, one request at a time, and records a latency for each', async () => {
  seenTokens.length = 0;
  const sampled = await sampleLatencies(`${baseUrl}/ok`, 'abc', Date.now() + 300, 10);
  expect(sampled.latencies.length).toBeGreaterThan(0);
  expect(sampled.latencies.length).toBe(seenTokens.length);
  expect(new Set(seenTokens)).toEqual(new Set(['Token abc']));
  expect(sampled.failures).toBe(0);
  for (const latency of sampled.latencies) expect(latency).toBeGreaterThan(0);
});

test('an answer other than 2xx, or none at all, is a failure', async () => {
  const refused = await sampleLatencies(`${baseUrl}/fails`, 'abc', Date.now() + 100, 10);
  expect(refused.failures).toBe(refused.latencies.length);
  const unreachable = await sampleLatencies('http://127.0.0.1:1/nothing', 'abc', Date.now() + 50, 10);
  expect(unreachable.failures).toBeGreaterThan(0);
  expect(unreachable.failures).toBe(unreachable.latencies.length);
});
