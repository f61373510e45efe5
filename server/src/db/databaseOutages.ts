import type { Logger } from '../lib/logger';

/** After a lost connection the database is asked again this soon, then less and less often. */
const FIRST_PROBE_MS = 250;
const LAST_PROBE_MS = 5_000;

export interface DatabaseOutagesOptions {
  /** One cheap statement on a fresh or pooled connection (`select 1`); rejects while unreachable. */
  probe: () => Promise<unknown>;
  /** Whether the database is being closed on purpose: then nothing is an outage. */
  closing: () => boolean;
  log?: Logger;
}

function describe(error: unknown): { code?: string; message: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return { ...(typeof code === 'string' ? { code } : {}), message: typeof message === 'string' ? message : String(error) };
}

/**
 * Turns the many signs of a lost database (each pooled connection failing, each refused connect)
 * into one outage: logged once when the first sign arrives, then the database is probed with
 * growing pauses until it answers, and the recovery is logged once. Requests meanwhile answer 503
 * (http/errorHandler.ts); the pool opens new connections by itself once the database is back.
 */
export class DatabaseOutages {
  private downSince: number | undefined;
  private probeTimer: NodeJS.Timeout | undefined;
  private probeMs = FIRST_PROBE_MS;

  constructor(private readonly options: DatabaseOutagesOptions) {}

  /** Whether an outage is under way (from its first sign until a probe succeeds). */
  get ongoing(): boolean {
    return this.downSince !== undefined;
  }

  /** A connection was lost or could not be made because of `error`. */
  noticed(error: unknown): void {
    if (this.downSince !== undefined || this.options.closing()) return;
    this.downSince = Date.now();
    this.probeMs = FIRST_PROBE_MS;
    this.options.log?.error({ database: describe(error) }, 'database unreachable: API requests answer 503 until it is back');
    this.probeLater();
  }

  /** Stops probing (the database is being closed). */
  stop(): void {
    clearTimeout(this.probeTimer);
    this.downSince = undefined;
  }

  private probeLater(): void {
    this.probeTimer = setTimeout(() => void this.probe(), this.probeMs);
    this.probeTimer.unref();
    this.probeMs = Math.min(this.probeMs * 2, LAST_PROBE_MS);
  }

  private async probe(): Promise<void> {
    if (this.downSince === undefined || this.options.closing()) return this.stop();
    try {
      await this.options.probe();
    } catch {
      return this.probeLater();
    }
    const outageMs = Date.now() - this.downSince;
    this.downSince = undefined;
    this.options.log?.info({ outageMs }, 'database reachable again');
  }
}
