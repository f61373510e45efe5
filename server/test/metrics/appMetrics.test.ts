import { BackgroundTasks } from '../../src/jobs/backgroundTasks';
import { JobRunner, type JobTimers } from '../../src/jobs/jobRunner';
import { AppMetrics } from '../../src/metrics/appMetrics';
import { startMetricsListener } from '../../src/metrics/metricsListener';
import { MAX_VITAL_ROUTES } from '../../src/metrics/webVitals';
import { quietLog } from '../helpers/billing';

const HOUR_MS = 3_600_000;

async function text(metrics: AppMetrics): Promise<string> {
  return (await metrics.scrape()).body;
}

describe('AppMetrics', () => {
  test('counts each job pass that fails and tells how long ago each job last succeeded', async () => {
    let now = 1_000_000;
    // Timers that never fire: the test asks for each pass.
    const timers: JobTimers = { clock: () => now, every: () => () => undefined, after: () => () => undefined };
    const background = new BackgroundTasks(quietLog);
    let fail = true;
    const runner = new JobRunner(
      {
        name: 'mail outbox',
        intervalMs: HOUR_MS,
        leaseMs: 30_000,
        runAtStart: true,
        pass: async () => {
          if (fail) throw new Error('provider down');
        },
      },
      background,
      quietLog,
      timers,
    );
    const metrics = new AppMetrics({ now: () => now });
    metrics.watchJobs(() => [runner.status()]);
    // Known before its first pass: a failure counter at 0, no success yet.
    let scraped = await text(metrics);
    expect(scraped).toMatch(/^job_failures_total\{job="mail outbox"\} 0$/m);
    expect(scraped).not.toContain('job_last_success_age_seconds{');
    runner.start();
    await background.idle();
    scraped = await text(metrics);
    expect(scraped).toMatch(/^job_failures_total\{job="mail outbox"\} 1$/m);
    expect(scraped).not.toContain('job_last_success_age_seconds{');
    fail = false;
    runner.runSoon();
    await background.idle();
    now += 90_000;
    scraped = await text(metrics);
    expect(scraped).toMatch(/^job_last_success_age_seconds\{job="mail outbox"\} 90$/m);
    expect(scraped).toMatch(/^job_failures_total\{job="mail outbox"\} 1$/m);
    await runner.stop();
  });

  test('reads the database pool when scraped', async () => {
    const withPool = new AppMetrics();
    withPool.watchPool(() => ({ inUse: 3, waiting: 2 }));
    const scraped = await text(withPool);
    expect(scraped).toMatch(/^db_pool_connections_in_use 3$/m);
    expect(scraped).toMatch(/^db_pool_waiting_requests 2$/m);
  });

  test('reports the mail outbox from its stats query, once per scrape, and survives a failing query', async () => {
    const metrics = new AppMetrics();
    let calls = 0;
    let failing = false;
    metrics.watchMailOutbox(async () => {
      calls += 1;
      if (failing) throw new Error('database gone');
      return { unsent: 4, oldestUnsentAgeSeconds: 75, failed: 2 };
    });
    const scraped = await text(metrics);
    expect(scraped).toMatch(/^mail_outbox_depth 4$/m);
    expect(scraped).toMatch(/^mail_outbox_oldest_age_seconds 75$/m);
    expect(scraped).toMatch(/^mail_outbox_failed 2$/m);
    expect(calls).toBe(1);
    failing = true;
    await expect(metrics.scrape()).resolves.toBeDefined();
  });

  test('keeps a bounded number of vitals routes: later new ones count as "other"', async () => {
    const metrics = new AppMetrics();
    for (let index = 0; index <= MAX_VITAL_ROUTES; index += 1) metrics.vitals.observe('CLS', `/page-${index}`, 0);
    const scraped = await text(metrics);
    expect(scraped).toMatch(/^web_vitals_cls_count\{route="\/page-0"\} 1$/m);
    expect(scraped).toMatch(/^web_vitals_cls_count\{route="other"\} 1$/m);
    expect(scraped).not.toContain(`/page-${MAX_VITAL_ROUTES}"`);
  });

  test("the process's own series only when asked for (where they can be scraped)", async () => {
    expect(await text(new AppMetrics())).not.toMatch(/^(process|nodejs)_/m);
    const scraped = await text(new AppMetrics({ processMetrics: true }));
    expect(scraped).toMatch(/^process_cpu_user_seconds_total /m);
    expect(scraped).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  test('two apps keep apart counts (a registry each, not the global one)', async () => {
    const first = new AppMetrics();
    const second = new AppMetrics();
    first.observeRequest('/api/healthz', 'GET', 200, 0.01);
    expect(await text(first)).toMatch(/^http_request_duration_seconds_count\{route="\/api\/healthz",method="GET",status="200"\} 1$/m);
    expect(await text(second)).not.toContain('route="/api/healthz"');
  });
});

describe('the metrics listener (METRICS_PORT)', () => {
  test('answers GET /metrics without a token, and nothing else', async () => {
    const metrics = new AppMetrics();
    metrics.observeRequest('/api/healthz', 'GET', 200, 0.01);
    const { server, port } = await startMetricsListener(metrics, '127.0.0.1', 0);
    try {
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('http_request_duration_seconds_count{route="/api/healthz",method="GET",status="200"} 1');
      expect((await fetch(`http://127.0.0.1:${port}/api/webphones`)).status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
