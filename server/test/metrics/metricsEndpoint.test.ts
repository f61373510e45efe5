import { setupTestServer } from '../helpers/testServer';

const TOKEN = 'scrape-me-0123456789abcdef';
const server = setupTestServer({ METRICS_TOKEN: TOKEN, RATE_LIMIT_VITALS_PER_IP: '2' });
const hidden = setupTestServer();

async function scrape(): Promise<string> {
  const response = await server.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  return response.body;
}

describe('GET /api/metrics', () => {
  test('does not exist without METRICS_TOKEN, nor in the API document', async () => {
    expect((await hidden.app.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    const doc = (await hidden.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, unknown> };
    expect(doc.paths['/api/metrics']).toBeUndefined();
  });

  test('refuses callers without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Token ${TOKEN}`, `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await server.app.inject({ method: 'GET', url: '/api/metrics', headers: authorization ? { authorization } : {} });
      expect({ authorization, status: response.statusCode }).toEqual({ authorization, status: 401 });
      expect(response.json()).toEqual({ failure: 'This endpoint needs Authorization: Bearer with the metrics token.' });
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  test('is documented with its bearer token', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, { get: { security: unknown } }> };
    expect(doc.paths['/api/metrics'].get.security).toEqual([{ metricsToken: [] }]);
  });

  test('serves the series with the token: request latency by route pattern, database, streams, process', async () => {
    await server.app.inject({ method: 'GET', url: '/api/media/private-name-123.png' });
    await server.app.inject({ method: 'GET', url: '/api/healthz' });
    const text = await scrape();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="[0-9.]+",route="\/api\/healthz",method="GET",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/api\/media\/:name",method="GET",status="\d{3}"\} 1$/m);
    // The route pattern, never the address with its ids.
    expect(text).not.toContain('private-name-123');
    expect(text).toMatch(/^db_listen_connected 1$/m);
    expect(text).toMatch(/^live_event_streams_open 0$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });
});

describe('POST /api/vitals', () => {
  const post = (payload: unknown, ip = '203.0.113.7') => server.app.inject({ method: 'POST', url: '/api/vitals', payload: payload as object, remoteAddress: ip });

  test('records each vital in its histogram by route pattern', async () => {
    const response = await post({ route: '/dashboard/chats', metrics: [{ name: 'LCP', value: 1800 }, { name: 'INP', value: 120 }, { name: 'CLS', value: 0.02 }] });
    expect(response.statusCode).toBe(204);
    const text = await scrape();
    expect(text).toMatch(/^web_vitals_lcp_seconds_bucket\{le="2",route="\/dashboard\/chats"\} 1$/m);
    expect(text).toMatch(/^web_vitals_lcp_seconds_bucket\{le="1.5",route="\/dashboard\/chats"\} 0$/m);
    expect(text).toMatch(/^web_vitals_inp_seconds_sum\{route="\/dashboard\/chats"\} 0.12$/m);
    expect(text).toMatch(/^web_vitals_cls_bucket\{le="0.05",route="\/dashboard\/chats"\} 1$/m);
  });

  test.each([
    ['an address with a query', { route: '/dashboard/chats?id=5', metrics: [{ name: 'LCP', value: 1 }] }],
    ['an absolute URL', { route: 'https://app.test/dashboard', metrics: [{ name: 'LCP', value: 1 }] }],
    ['an unknown vital', { route: '/login', metrics: [{ name: 'FID', value: 1 }] }],
    ['a negative value', { route: '/login', metrics: [{ name: 'CLS', value: -1 }] }],
    ['a value as text', { route: '/login', metrics: [{ name: 'LCP', value: '12' }] }],
    ['no vitals', { route: '/login', metrics: [] }],
    ['no route', { metrics: [{ name: 'LCP', value: 1 }] }],
  ])('refuses %s with 400', async (_what, body) => {
    const response = await post(body, '203.0.113.8');
    expect(response.statusCode).toBe(400);
    expect(typeof (response.json() as { failure: string }).failure).toBe('string');
  });

  test('is limited per source address, and the refusals are counted', async () => {
    const body = { route: '/login', metrics: [{ name: 'CLS', value: 0 }] };
    expect((await post(body, '198.51.100.1')).statusCode).toBe(204);
    expect((await post(body, '198.51.100.1')).statusCode).toBe(204);
    const refused = await post(body, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await scrape()).toMatch(/^rate_limit_refusals_total\{route="\/api\/vitals"\} 1$/m);
  });
});
