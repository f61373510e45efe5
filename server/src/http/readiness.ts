import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** The database must answer `select 1` this fast for the instance to count as ready. */
const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** Why an instance is not ready, in the words of readyz's failure. */
export type NotReadyReason = 'shutting down' | 'the database does not answer' | 'not listening for session changes';

/**
 * Whether this instance should get traffic (GET /api/readyz, for a load balancer): not once it
 * has begun shutting down, nor while its database does not answer, nor while it cannot hear the
 * database's announcements (its session cache then asks the database on every request: correct,
 * but a sign that its connection is gone).
 */
export class Readiness {
  private shuttingDown = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly changes: { readonly listening: boolean },
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
    const reasons: NotReadyReason[] = [];
    if (!(await this.databaseAnswers())) reasons.push('the database does not answer');
    if (!this.changes.listening) reasons.push('not listening for session changes');
    return reasons;
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timeoutMs);
    });
    const answer = sql`select 1`.execute(this.db).then(
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
