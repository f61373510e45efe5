import net from 'node:net';
import { killServerProcess, startServerProcess, type ServerProcess } from './helpers/serverProcess';
import { createTestDataDir, removeTestDataDir } from './helpers/testDatabase';
import { SERVER_START_TIMEOUT_MS } from './helpers/testServer';

/** Long enough for the checks made during the drain on a slow machine; the test waits it out once. */
const DRAIN_MS = 2_000;

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await createTestDataDir();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await killServerProcess(server);
  await removeTestDataDir(dataDir);
});

/** A sign-in whose body is only half sent: in flight until `finish()`, which resolves to the raw answer. */
async function halfSentRequest(port: number): Promise<{ finish: () => Promise<string> }> {
  const body = JSON.stringify({ username: 'nobody@example.com', password: 'not the password' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(`POST /api/user/websignin/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  return {
    finish: async () => {
      // Not end(): a client's half-close aborts its request in Node. The server closes after answering.
      socket.write(body.slice(10));
      await closed;
      return answer;
    },
  };
}

/** Whether a new connection is refused: the listener has closed. */
const refusesConnections = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = net.connect(port, '127.0.0.1');
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', () => resolve(true));
  });

test('SIGTERM: readyz turns 503 at once, the rest is served through the drain, a request in flight completes, then exit 0', async () => {
  server = await startServerProcess(dataDir, { DRAIN_MS: String(DRAIN_MS), LOG_LEVEL: 'info' });
  const { port, baseUrl } = server;
  expect((await fetch(`${baseUrl}/api/readyz`)).status).toBe(200);
  const inFlight = await halfSentRequest(port);

  server.child.kill('SIGTERM');
  // The signal arrives asynchronously: once the server says it has heard it, readyz must refuse.
  while (!server.output().includes('shutting down')) await new Promise((resolve) => setTimeout(resolve, 10));
  const readiness = await fetch(`${baseUrl}/api/readyz`);
  expect(readiness.status).toBe(503);
  expect(await readiness.json()).toEqual({ failure: 'Not ready: shutting down.' });
  expect((await fetch(`${baseUrl}/api/healthz`)).status).toBe(200);

  // After the drain the listener closes, but the server waits for the request it is reading.
  while (!(await refusesConnections(port))) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(server.child.exitCode).toBeNull();
  const answer = await inFlight.finish();
  // The whole answer of a sign-in that ran to its end: the password is wrong.
  expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  expect(answer).toContain('{"failure":"Invalid email or password."}');

  expect(await server.exited).toBe(0);
  const messages = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(/^shutting down/), expect.stringMatching(/^no longer accepting/), 'stopped']));
}, 2 * SERVER_START_TIMEOUT_MS);

test('a second signal ends the drain at once', async () => {
  // A drain far longer than this test may run: only the second signal can end it in time.
  server = await startServerProcess(dataDir, { DRAIN_MS: '600000', LOG_LEVEL: 'info' });
  server.child.kill('SIGTERM');
  while (!server.output().includes('shutting down')) await new Promise((resolve) => setTimeout(resolve, 10));
  expect((await fetch(`${server.baseUrl}/api/readyz`)).status).toBe(503);
  server.child.kill('SIGINT');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('second signal: ending the drain now');
}, 2 * SERVER_START_TIMEOUT_MS);

test('Ctrl-C (SIGINT) stops a local server at once: no drain, the request in flight still completes', async () => {
  // The drain SIGTERM would wait is far longer than this test may run. At debug level a request is logged as it arrives.
  server = await startServerProcess(dataDir, { DRAIN_MS: '600000', LOG_LEVEL: 'debug' });
  const inFlight = await halfSentRequest(server.port);
  // In flight means the server has read its headers and is waiting for the body.
  while (!/request received.*\/api\/user\/websignin\/|\/api\/user\/websignin\/.*request received/.test(server.output())) await new Promise((resolve) => setTimeout(resolve, 10));
  server.child.kill('SIGINT');
  while (!(await refusesConnections(server.port))) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(await inFlight.finish()).toMatch(/^HTTP\/1\.1 400 /);
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('shutting down now (Ctrl-C: no drain)');
  expect(server.output()).not.toContain('requests are still served while the balancer notices');
}, 2 * SERVER_START_TIMEOUT_MS);
