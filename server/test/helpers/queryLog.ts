import { PostgresQueryCompiler, type Kysely, type KyselyPlugin } from 'kysely';
import type { Database } from '../../src/db/schema';

/** The SQL of every statement sent through `db`, in order; empty it to start counting afresh. */
export interface QueryLog {
  db: Kysely<Database>;
  statements: string[];
}

/**
 * The same database seen through a plugin that writes down each statement's SQL before it runs,
 * so a test can say which tables a request read without mocking any module.
 */
export function recordQueries(db: Kysely<Database>): QueryLog {
  const statements: string[] = [];
  const compiler = new PostgresQueryCompiler();
  const recorder: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      statements.push(compiler.compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(recorder), statements };
}

/** The statements beside the per-source request budget's upsert, which every counted request pays. */
export function beyondRequestBudget(statements: readonly string[]): string[] {
  return statements.filter((sql) => !sql.startsWith('insert into "request_budgets"'));
}
