import type { Kysely } from 'kysely';
import { besideEmbeddedDatabase } from './besideEmbedded';
import type { DatabaseOptions } from './database';
import { deleteFullBuckets, takeToken, type BucketRule, type TokenTaken } from './queries/requestBudgets';
import type { Database } from './schema';

/** Where the per-source request budget's token buckets are kept (http/requestBudget.ts). */
export interface RequestBuckets {
  /** Takes one token from bucket `key` if it holds one after refilling since it was last touched; a refusal takes nothing. */
  take(key: string, now: Date, rule: BucketRule): Promise<TokenTaken>;
  /** Drops buckets untouched since `fullSince`: they would be full again, the same as none. */
  dropFull(fullSince: Date): Promise<void>;
}

/** PostgreSQL: the table request_budgets, one upsert per request, so every instance draws from one bucket. */
function bucketsInTable(db: Kysely<Database>): RequestBuckets {
  return { take: (key, now, rule) => takeToken(db, key, now, rule), dropFull: (fullSince) => deleteFullBuckets(db, fullSince) };
}

/**
 * The same rule as the table's upsert, in memory: the embedded database's buckets
 * (besideEmbedded.ts; the upsert capped one server on it at about 1,000 requests a second).
 */
class BucketsInMemory implements RequestBuckets {
  private readonly buckets = new Map<string, { tokens: number; refilledAt: number }>();

  async take(key: string, now: Date, rule: BucketRule): Promise<TokenTaken> {
    const nowMs = now.getTime();
    const bucket = this.buckets.get(key);
    if (!bucket) {
      this.buckets.set(key, { tokens: rule.capacity - 1, refilledAt: nowMs });
      return { admitted: true, tokens: rule.capacity - 1 };
    }
    const refilled = Math.min(rule.capacity, bucket.tokens + (Math.max(0, nowMs - bucket.refilledAt) / 1000) * rule.perSecond);
    const admitted = refilled >= 1;
    bucket.tokens = admitted ? refilled - 1 : refilled;
    bucket.refilledAt = Math.max(bucket.refilledAt, nowMs);
    return { admitted, tokens: bucket.tokens };
  }

  async dropFull(fullSince: Date): Promise<void> {
    for (const [key, bucket] of this.buckets) if (bucket.refilledAt < fullSince.getTime()) this.buckets.delete(key);
  }
}

const bucketsInMemory = (): RequestBuckets => new BucketsInMemory();

/** The buckets of the configured database: in memory beside the embedded one, else its table. */
export function requestBucketsOf(options: DatabaseOptions, db: Kysely<Database>): RequestBuckets {
  return besideEmbeddedDatabase(options, bucketsInMemory) ?? bucketsInTable(db);
}
