import net from 'node:net';
import { startHaproxy, type HaproxyProcess } from '../helpers/cluster/haproxyProcess';
import { loopbackHaproxyConfig, readShippedHaproxyConfig } from '../helpers/deployFiles/haproxyConfig';
import { freePort } from '../helpers/serverProcess';

// The balancer's own answers, when no instance can answer: the shipped haproxy.cfg with both
// instances' ports closed (nothing listens there), so every request is the balancer's to answer.

let balancer: HaproxyProcess;
let webPort: number;
beforeAll(async () => {
  const [web, stats, api1, api2] = [await freePort(), await freePort(), await freePort(), await freePort()];
  webPort = web;
  const config = loopbackHaproxyConfig(readShippedHaproxyConfig(), { binds: { web, stats }, servers: { api1, api2 } });
  balancer = await startHaproxy(config, `http://127.0.0.1:${stats}/`);
}, 60_000);
afterAll(() => balancer?.stop());

function expectOurHeaders(headers: Headers): void {
  expect(headers.get('content-type')).toBe('application/json');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
}

test('no instance up: 503 as the instances answer an outage, JSON failure and Retry-After', async () => {
  const response = await fetch(`http://127.0.0.1:${webPort}/api/plans/`);
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('5');
  expectOurHeaders(response.headers);
  expect(await response.json()).toEqual({ failure: 'The service is briefly unavailable. Please try again in a few seconds.' });
});

test('an instance too slow to answer: 504 in the same shape, with Retry-After', async () => {
  // An instance that takes the request and never answers, behind a copy of the shipped file whose
  // server timeout is 1 s instead of 60 s and without health checks (which would take the silent
  // instance out, and the answer would be the 503 above); every other line is the shipped one.
  const silent = net.createServer((socket) => socket.on('data', () => undefined).on('error', () => undefined));
  const [web, stats, api1, api2] = [await freePort(), await freePort(), await freePort(), await freePort()];
  await new Promise<void>((resolve) => silent.listen(api1, '127.0.0.1', resolve));
  const shipped = readShippedHaproxyConfig();
  expect(shipped).toContain('timeout server 60s');
  const config = loopbackHaproxyConfig(shipped.replace('timeout server 60s', 'timeout server 1s').replace(/^\s*default-server .*$/m, '  default-server init-addr last,libc,none'), { binds: { web, stats }, servers: { api1, api2 } });
  const slow = await startHaproxy(config, `http://127.0.0.1:${stats}/`);
  try {
    const response = await fetch(`http://127.0.0.1:${web}/api/plans/`, { method: 'POST' });
    expect(response.status).toBe(504);
    expect(response.headers.get('retry-after')).toBe('5');
    expectOurHeaders(response.headers);
    expect(await response.json()).toEqual({ failure: 'The service took too long to answer. Please try again in a few seconds.' });
  } finally {
    await slow.stop();
    silent.close();
  }
}, 60_000);

test("the balancer's log line: no secrets of the address, and the request id the instances log", async () => {
  const secrets = ['reset-secret-0123456789', 'sign-in-secret-0123456789', 'google-id-token-0123456789'];
  const paths = [`/api/account/reset-password?token=${secrets[0]}`, `/api/user/verifytoken/${secrets[1]}`, `/api/webgoogleverifyidtoken/${secrets[2]}`];
  for (const [index, path] of paths.entries()) {
    await fetch(`http://127.0.0.1:${webPort}${path}`, { headers: { 'x-request-id': `log-check-${index}` } });
  }
  // The log line is written once the answer has gone: wait for the last one.
  while (!balancer.output().includes('id=log-check-2')) await new Promise((resolve) => setTimeout(resolve, 20));
  const log = balancer.output();
  expect(secrets.filter((secret) => log.includes(secret))).toEqual([]);
  expect(log).toMatch(/id=log-check-0 "GET" "\/api\/account\/reset-password"/);
  expect(log).toMatch(/id=log-check-1 "GET" "\/api\/user\/verifytoken\/\[redacted\]"/);
  expect(log).toMatch(/id=log-check-2 "GET" "\/api\/webgoogleverifyidtoken\/\[redacted\]"/);
});
