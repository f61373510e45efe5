import path from 'node:path';
import { LegacyESLint } from 'eslint/use-at-your-own-risk';

/**
 * The import boundaries of .eslintrc.cjs (docs/architecture.md) bite: each forbidden import,
 * written into a module where it does not belong, is reported, and the allowed directions are not.
 * The modules are linted as text under a path of the tree, so nothing is written to disk.
 */
const rootDir = path.resolve(__dirname, '../..');
const eslint = new LegacyESLint({ cwd: rootDir });

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(rootDir, file) });
  return result.messages.filter((message) => message.ruleId?.startsWith('import/')).map((message) => message.ruleId ?? '');
}

describe('import boundaries', () => {
  it.each([
    ['shared components import a feature', 'src/components/layout/Probe.ts', "export * from '../../features/auth/schemas';"],
    ['shared components import the app', 'src/components/feedback/probe.ts', "export * from '../../app/store';"],
    ['the API layer imports a feature', 'src/api/probe.ts', "export * from '../features/plan/planRules';"],
    ['the session imports the app', 'src/session/probe.ts', "export * from '../app/errorMiddleware';"],
    ['the state imports the app', 'src/state/probe.ts', "export * from '../app/store';"],
    ['the state imports the root reducer', 'src/state/probe.ts', "export * from '../app/rootReducer';"],
    ['the state imports a feature slice', 'src/state/probe.ts', "export * from '../features/chats/unreadChatsSlice';"],
    ['the API layer imports the root reducer', 'src/api/probe.ts', "export * from '../app/rootReducer';"],
    ['a feature imports the root reducer', 'src/features/chats/probe.ts', "export * from '../../app/rootReducer';"],
    ['a feature imports another feature slice', 'src/features/dashboard/probe.ts', "export * from '../chats/unreadChatsSlice';"],
    ['lib imports the API layer', 'src/lib/probe.ts', "export * from '../api/apiError';"],
    ['the prerender helpers import the app', 'src/lib/prerender/probe.ts', "export * from '../../app/store';"],
    ['the prerender helpers import the API layer', 'src/lib/prerender/probe.ts', "export * from '../../api/apiError';"],
    ['the app imports the prerender entry', 'src/app/probe.ts', "export * from '../prerender';"],
    ['shared code imports the prerender entry', 'src/components/forms/probe.ts', "export * from '../../prerender';"],
    ['the client start imports the browser entry', 'src/startApp.tsx', "export * from './main';"],
    ['a feature imports another feature', 'src/features/plan/probe.ts', "export * from '../signup/planPricing';"],
    ['a feature imports the app', 'src/features/plan/probe.ts', "export * from '../../app/store';"],
    ['the server imports the SPA beyond the contract', 'server/src/probe.ts', "export * from '../../src/config/appConfig';"],
    ['the contract imports the SPA', 'src/contract/probe.ts', "export * from '../lib/formatMoney';"],
  ])('%s: reported', async (_case, file, code) => {
    expect(await importErrors(file, code)).toEqual(['import/no-restricted-paths']);
  });

  it.each([
    ['a feature imports its own modules and shared code', 'src/features/plan/probe.ts', "export * from './planRules';\nexport * from '../../components/feedback/useNotify';\nexport * from '../../api/apiError';"],
    ['the app imports features and shared code', 'src/app/probe.ts', "export * from '../features/plan/planRules';\nexport * from '../state/hooks';"],
    ['the root reducer combines feature and shared slices', 'src/app/rootReducer.ts', "export * from '../features/chats/unreadChatsSlice';\nexport * from '../api/liveActivitySlice';"],
    ['a feature reads the live-activity slice beside its API', 'src/features/dashboard/probe.ts', "export * from '../../api/liveActivitySlice';\nexport * from '../../state/hooks';"],
    ['the prerender entry renders the app with its store', 'src/prerender.tsx', "export * from './app/store';\nexport * from './app/router';\nexport * from './lib/prerender/configStamp';"],
    ['shared code and the client start use the prerender helpers', 'src/components/forms/probe.ts', "export * from '../../lib/prerender/typedBeforeStart';"],
    ['shared code imports shared code', 'src/components/layout/Probe.ts', "export * from '../../api/apiError';\nexport * from '../../state/hooks';"],
    ['the server imports the contract', 'server/src/probe.ts', "export * from '../../src/contract/api';\nexport * from '../../src/contract/appConfig';"],
  ])('%s: allowed', async (_case, file, code) => {
    expect(await importErrors(file, code)).toEqual([]);
  });

  it.each([
    ['a server module builds a query', 'server/src/phones/probe.ts', "export const probe = (db: any) => db.selectFrom('phones').selectAll().execute();", 1],
    ['a server module writes through the query builder', 'server/src/billing/probe.ts', "export const probe = (trx: any) => trx.updateTable('payments').set({ status: 'failed' }).execute();", 1],
    ['a server module writes raw SQL', 'server/src/jobs/probe.ts', "import { sql } from 'kysely';\nexport const probe = (db: any) => sql`select 1`.execute(db);", 1],
    ['a query module of db/ builds a query', 'server/src/db/queries/probe.ts', "export const probe = (db: any) => db.selectFrom('phones').selectAll().execute();", 0],
  ])('queries only in server/src/db/: %s', async (_case, file, code, reported) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(rootDir, file) });
    expect(result.messages.filter((message) => message.ruleId === 'no-restricted-syntax')).toHaveLength(reported);
  });
});
