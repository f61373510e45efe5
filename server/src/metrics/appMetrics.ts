import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { OutboxStats } from '../db/queries/mailOutbox';
import type { JobStatus } from '../jobs/jobRunner';
import { WebVitalsMetrics } from './webVitals';

/** Seconds: from a fast cached read to a request near its budget. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** How many connections of the database pool are checked out, and how many checkouts wait. */
export interface PoolUsage {
  inUse: number;
  waiting: number;
}

/**
 * One app's Prometheus series, on a registry of its own (never prom-client's global one: tests
 * start many apps in one process, each with its own counts). Gauges that describe the moment
 * (pool, LISTEN, streams, job ages) read their source when scraped.
 */
export class AppMetrics {
  readonly registry = new Registry();
  /** Real-user Core Web Vitals (POST /api/vitals). */
  readonly vitals = new WebVitalsMetrics(this.registry);
  private readonly requestDuration: Histogram<'route' | 'method' | 'status'>;
  private readonly rateLimitRefusals: Counter<'route'>;
  private readonly pushes: Counter<'result'>;
  private readonly lookupBackfill: Counter<'result'>;

  private readonly now: () => number;

  /**
   * `processMetrics`: also the process's own series (CPU, memory, event loop lag, GC), only where
   * someone can scrape them (METRICS_TOKEN or METRICS_PORT). prom-client starts an event-loop
   * monitor and a GC observer for them that it never stops: every app made in one process (each
   * test file's servers) would stay in memory with everything it reached, about 170 MB a file.
   */
  constructor({ now = Date.now, processMetrics = false }: { now?: () => number; processMetrics?: boolean } = {}) {
    this.now = now;
    const registers = [this.registry];
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern, method and status',
      labelNames: ['route', 'method', 'status'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.rateLimitRefusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429 (any limit), by route pattern', labelNames: ['route'], registers });
    this.pushes = new Counter({ name: 'web_push_total', help: 'Web Pushes this instance sent, by result (sent, gone: the device unsubscribed, failed)', labelNames: ['result'], registers });
    this.lookupBackfill = new Counter({
      name: 'caller_lookup_backfill_total',
      help: 'Numbers the caller-lookup backfill asked the carrier about, by result (looked_up, failed: asked again later)',
      labelNames: ['result'],
      registers,
    });
  }

  /** One Web Push handed to a push service, and what came of it. */
  countPush(result: 'sent' | 'gone' | 'failed'): void {
    this.pushes.inc({ result });
  }

  /** Carrier lookups one pass of the caller-lookup backfill made, by what came of them. */
  countLookupBackfill(report: { lookedUp: number; failed: number }): void {
    this.lookupBackfill.inc({ result: 'looked_up' }, report.lookedUp);
    this.lookupBackfill.inc({ result: 'failed' }, report.failed);
  }

  /** Records one answered request; `route` is the route pattern (never the raw URL, whose ids would explode the series). */
  observeRequest(route: string, method: string, status: number, seconds: number): void {
    this.requestDuration.observe({ route, method, status: String(status) }, seconds);
    if (status === 429) this.rateLimitRefusals.inc({ route });
  }

  /** Per job, from what this instance's job runners report (jobs/index.ts), read when scraped. */
  watchJobs(status: () => JobStatus[]): void {
    const registers = [this.registry];
    const clock = this.now;
    new Counter({
      name: 'job_failures_total',
      help: 'Job passes that failed, by job',
      labelNames: ['job'],
      registers,
      collect() {
        this.reset();
        for (const job of status()) this.inc({ job: job.name }, job.failures);
      },
    });
    new Gauge({
      name: 'job_last_success_age_seconds',
      help: 'Seconds since the last successful pass of each job on this instance',
      labelNames: ['job'],
      registers,
      collect() {
        this.reset();
        for (const job of status()) if (job.lastSucceededAt) this.set({ job: job.name }, (clock() - job.lastSucceededAt.getTime()) / 1000);
      },
    });
  }

  /** Database pool gauges, read from `usage` when scraped (the embedded database has no pool: the app leaves them out). */
  watchPool(usage: () => PoolUsage): void {
    const registers = [this.registry];
    new Gauge({
      name: 'db_pool_connections_in_use',
      help: 'Database connections checked out of the pool',
      registers,
      collect() {
        this.set(usage().inUse);
      },
    });
    new Gauge({
      name: 'db_pool_waiting_requests',
      help: 'Checkouts waiting for a free database connection',
      registers,
      collect() {
        this.set(usage().waiting);
      },
    });
  }

  /** 1 while the database change feed's LISTEN is connected, else 0. */
  watchListen(listening: () => boolean): void {
    new Gauge({
      name: 'db_listen_connected',
      help: '1 while LISTEN for database changes is connected, else 0',
      registers: [this.registry],
      collect() {
        this.set(listening() ? 1 : 0);
      },
    });
  }

  /** Open live-event streams (GET /api/events) on this instance. */
  watchOpenStreams(count: () => number): void {
    new Gauge({
      name: 'live_event_streams_open',
      help: 'Live-activity event streams open on this instance',
      registers: [this.registry],
      collect() {
        this.set(count());
      },
    });
  }

  /**
   * Mail outbox depth, oldest age and mail given up on, from one stats query run at each scrape. A failing query
   * leaves the gauges unset for that scrape (the scrape itself still answers).
   */
  watchMailOutbox(stats: () => Promise<OutboxStats>): void {
    const registers = [this.registry];
    let pending: Promise<OutboxStats | undefined> | undefined;
    // Both gauges share one query per scrape.
    const read = () => {
      pending ??= stats()
        .catch(() => undefined)
        .finally(() => setImmediate(() => (pending = undefined)));
      return pending;
    };
    new Gauge({
      name: 'mail_outbox_depth',
      help: 'Mails in the outbox not yet sent',
      registers,
      async collect() {
        const current = await read();
        if (current) this.set(current.unsent);
      },
    });
    new Gauge({
      name: 'mail_outbox_oldest_age_seconds',
      help: 'Age of the oldest unsent mail in the outbox (0 when empty)',
      registers,
      async collect() {
        const current = await read();
        if (current) this.set(current.oldestUnsentAgeSeconds);
      },
    });
    new Gauge({
      name: 'mail_outbox_failed',
      help: 'Mails given up on after their last attempt, kept until resent or pruned',
      registers,
      async collect() {
        const current = await read();
        if (current) this.set(current.failed);
      },
    });
  }

  /** The text a Prometheus scrape receives. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
