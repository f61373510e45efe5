import { setupTestServer } from './helpers/testServer';

interface LogLine {
  reqId?: string;
  msg: string;
}

const log: LogLine[] = [];
const server = setupTestServer({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void log.push(JSON.parse(line) as LogLine) } });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function getWithId(url: string, requestId?: string) {
  return server.app.inject({ method: 'GET', url, headers: requestId === undefined ? {} : { 'x-request-id': requestId } });
}

describe('X-Request-Id', () => {
  test("a sane id from the request is echoed in the answer and on each of the request's log lines", async () => {
    const id = 'lb-7f3a.2026:01_ab';
    const response = await getWithId('/api/webgetfeatureflag/migration_mode', id);
    expect(response.headers['x-request-id']).toBe(id);
    const lines = log.filter((line) => line.reqId === id).map((line) => line.msg);
    expect(lines).toEqual(['request completed']);
  });

  test('without one, each request gets a new random UUID, in the answer and the log', async () => {
    const first = (await getWithId('/api/healthz')).headers['x-request-id'];
    const second = (await getWithId('/api/healthz')).headers['x-request-id'];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
    const checked = (await getWithId('/api/webgetfeatureflag/migration_mode')).headers['x-request-id'];
    expect(log.some((line) => line.reqId === checked && line.msg === 'request completed')).toBe(true);
  });

  test.each([
    ['too long', 'a'.repeat(129)],
    ['with a space', 'two words'],
    ['with a quote', 'x"y'],
    ['with a slash', 'a/b'],
    ['empty', ''],
  ])('one %s is replaced by a UUID (nothing forged reaches the log)', async (_name, given) => {
    const response = await getWithId('/api/healthz', given);
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  test('128 characters of the allowed kind are kept', async () => {
    const id = 'A1._:-'.repeat(21) + 'ab';
    expect(id).toHaveLength(128);
    expect((await getWithId('/api/healthz', id)).headers['x-request-id']).toBe(id);
  });

  test('failures carry it too: an error, a 404, and an address the router refuses', async () => {
    for (const url of ['/api/user/webprofile', '/api/nothing-here', '/api/%zz']) {
      const response = await getWithId(url, 'trace-1');
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.headers['x-request-id']).toBe('trace-1');
    }
  });
});
