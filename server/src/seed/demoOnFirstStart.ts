import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import { anyAccountExists } from '../db/queries/users';
import type { Database } from '../db/schema';
import { seedDemoAccount } from './seedDemoAccount';

type Settings = Pick<ServerConfig, 'sandbox' | 'databaseUrl' | 'demoAccountOnStart' | 'publicUrl'>;

/** Whether this start may seed: a sandbox server on its own embedded database, unless DEMO_ACCOUNT=off. */
export function seedsDemoOnStart(config: Settings): boolean {
  return config.sandbox && config.databaseUrl === '' && config.demoAccountOnStart;
}

/**
 * The first `npm start` of a sandbox has something to look at: on a new embedded database (no
 * account yet) the demo customer is created, as `npm run seed` would. Never again after: a
 * database with accounts is the newcomer's own (the demo may have been deleted on purpose).
 * One process opens an embedded database at a time, so two starts cannot both seed it.
 */
export async function seedDemoOnFirstStart(db: Kysely<Database>, config: Settings, log: FastifyBaseLogger): Promise<boolean> {
  if (!seedsDemoOnStart(config)) return false;
  if (await anyAccountExists(db)) return false;
  const demo = await seedDemoAccount(db);
  log.info({ email: demo.email }, `demo account created on this new sandbox database: sign in at ${config.publicUrl}/app/login with ${demo.email} / ${demo.password} (or 'Try the demo account')`);
  return true;
}
