import { setupTestServer } from './helpers/testServer';

interface LogLine {
  msg: string;
  level: number;
  release?: string;
  instance?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

const log: LogLine[] = [];
const server = setupTestServer({ LOG_LEVEL: 'info', RELEASE: '2026.11.28-1', INSTANCE_ID: 'api1' }, { logStream: { write: (line) => void log.push(JSON.parse(line) as LogLine) } });

const linesFor = (url: string) => log.filter((line) => line.req?.url === url);

describe('the request log', () => {
  test('one line per request, when answered: address, status, time, release and instance', async () => {
    await server.app.inject({ method: 'GET', url: '/api/webgetfeatureflag/migration_mode' });
    const lines = linesFor('/api/webgetfeatureflag/migration_mode');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ msg: 'request completed', res: { statusCode: 200 }, release: '2026.11.28-1', instance: 'api1' });
    expect(typeof lines[0].responseTime).toBe('number');
  });

  test("the balancer's and orchestrators' probes stay out of the info log", async () => {
    await server.app.inject({ method: 'GET', url: '/api/healthz' });
    await server.app.inject({ method: 'GET', url: '/api/readyz' });
    expect([...linesFor('/api/healthz'), ...linesFor('/api/readyz')]).toEqual([]);
  });

  test('every line names its release and instance, not only request lines', () => {
    expect(log.length).toBeGreaterThan(0);
    expect(log.filter((line) => line.release !== '2026.11.28-1' || line.instance !== 'api1')).toEqual([]);
  });
});
