import type { DatabaseProbe } from '../db/databaseProbe';

/** The database must answer `select 1` this fast for the instance to count as ready. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Why an instance is not ready, in the words of readyz's failure. */
export type NotReadyReason = 'shutting down' | 'the database does not answer';

/**
 * Whether this instance can serve (GET /api/readyz, for a load balancer): not once it has begun
 * shutting down, nor while its database does not answer. Background connections are not asked:
 * while the one that listens for session changes is being replaced the session cache asks the
 * database on every request, which is correct, and taking every instance out for it would leave
 * the balancer with none.
 */
export class Readiness {
  private shuttingDown = false;

  constructor(
    private readonly database: Pick<DatabaseProbe, 'ask'>,
    private readonly timeoutMs = DATABASE_CHECK_TIMEOUT_MS,
  ) {}

  /** From now on readyz answers 503 (SIGTERM: the balancer stops sending before the server stops). */
  startShuttingDown(): void {
    this.shuttingDown = true;
  }

  get isShuttingDown(): boolean {
    return this.shuttingDown;
  }

  /** The reasons this instance is not ready now; empty when it is. */
  async notReadyReasons(): Promise<NotReadyReason[]> {
    if (this.shuttingDown) return ['shutting down'];
    return (await this.databaseAnswers()) ? [] : ['the database does not answer'];
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const answer = this.database.ask(this.timeoutMs).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([answer, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
