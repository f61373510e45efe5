import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestBudgetSettings } from '../config';
import type { RequestBuckets } from '../db/requestBuckets';
import { TooManyRequests } from './rateLimit';
import { sourceAddress } from './sourceAddress';

/** How often one server sweeps buckets that are full again. */
const SWEEP_INTERVAL_MS = 60_000;

/** Probes a balancer sends, and the SPA's files (one page load fetches many): never counted. */
function exempt(url: string): boolean {
  const path = url.split('?')[0].replace(/\/+$/, '');
  return path === '/api/healthz' || path === '/api/readyz' || path === '/app' || path.startsWith('/app/');
}

export function tooManyRequests(seconds: number): string {
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * Every request's budget per source (http/sourceAddress.ts): a token bucket of `burst` tokens
 * refilled at `perSecond`, kept where every instance on the database draws from one bucket
 * (db/requestBuckets.ts). An empty bucket answers 429 with Retry-After before any other work.
 */
export class RequestBudget {
  private nextSweepAt = 0;

  constructor(
    private readonly buckets: RequestBuckets,
    private readonly settings: RequestBudgetSettings,
    /** The clock, in ms since the epoch (tests move it). */
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.settings.burst > 0 && this.settings.perSecond > 0;
  }

  /** Takes this request's token; throws TooManyRequests when the source has none left. */
  async spend(request: FastifyRequest): Promise<void> {
    if (!this.enabled || exempt(request.url)) return;
    const nowMs = this.now();
    const key = createHash('sha256').update(`requests:${sourceAddress(request)}`).digest('hex');
    const { admitted, tokens } = await this.buckets.take(key, new Date(nowMs), { capacity: this.settings.burst, perSecond: this.settings.perSecond });
    this.sweepNowAndThen(nowMs);
    if (!admitted) {
      const seconds = Math.max(1, Math.ceil((1 - tokens) / this.settings.perSecond));
      throw new TooManyRequests(seconds, tooManyRequests(seconds));
    }
  }

  /** Registers the budget as the first onRequest hook of `app` (so before body parsing and auth). */
  register(app: FastifyInstance): void {
    if (!this.enabled) return;
    app.addHook('onRequest', async (request) => this.spend(request));
  }

  /** At most once a minute per server, after the answer's work: a bucket idle long enough to be full is dropped. */
  private sweepNowAndThen(nowMs: number): void {
    if (nowMs < this.nextSweepAt) return;
    this.nextSweepAt = nowMs + SWEEP_INTERVAL_MS;
    const fullAfterMs = Math.ceil((this.settings.burst / this.settings.perSecond) * 1000);
    this.buckets.dropFull(new Date(nowMs - fullAfterMs)).catch(() => {
      // The next sweep tries again; a bucket left behind only costs a row.
    });
  }
}
