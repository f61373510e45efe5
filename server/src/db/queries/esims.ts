import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EsimPlansTable, EsimsTable, EsimUsageTable } from '../schema';
import type { Executor } from './executor';

export type EsimPlan = Selectable<EsimPlansTable>;
export type Esim = Selectable<EsimsTable>;
export type EsimUsageRow = Selectable<EsimUsageTable>;

export function listActiveEsimPlans(db: Kysely<Database>): Promise<EsimPlan[]> {
  return db.selectFrom('esim_plans').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

export function findEsimPlan(db: Kysely<Database>, id: number): Promise<EsimPlan | undefined> {
  return db.selectFrom('esim_plans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The user's eSIM (the newest, should there ever be more than one). */
export function findUserEsim(db: Kysely<Database>, userId: number): Promise<Esim | undefined> {
  return db.selectFrom('esims').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** The data a plan includes, in MB (null if the plan is gone). */
export async function findEsimPlanDataMb(db: Kysely<Database>, esimPlanId: number): Promise<number | null> {
  const plan = await db.selectFrom('esim_plans').select('data_mb').where('id', '=', esimPlanId).executeTakeFirst();
  return plan?.data_mb ?? null;
}

/** Records the device that installed the eSIM; an IMEI already recorded is kept. */
export async function recordEsimImei(db: Kysely<Database>, esimId: number, imei: string): Promise<void> {
  await db.updateTable('esims').set({ imei }).where('id', '=', esimId).where('imei', 'is', null).execute();
}

export async function userHasEsim(db: Executor, userId: number): Promise<boolean> {
  return (await db.selectFrom('esims').select('id').where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function insertEsim(db: Executor, esim: Insertable<EsimsTable>): Promise<void> {
  await db.insertInto('esims').values(esim).execute();
}

/** Stored usage of `from`..`to` inclusive ('YYYY-MM-DD'), newest first. */
export function listEsimUsage(db: Kysely<Database>, esimId: number, from: string, to: string): Promise<EsimUsageRow[]> {
  return db
    .selectFrom('esim_usage')
    .selectAll()
    .where('esim_id', '=', esimId)
    .where('usage_date', '>=', from)
    .where('usage_date', '<=', to)
    .orderBy('usage_date', 'desc')
    .execute();
}

/** Stores days of usage; a day already stored takes the newer figures (today's keep growing). */
export async function upsertEsimUsage(
  db: Kysely<Database>,
  esimId: number,
  days: { date: string; downlinkMb: number; uplinkMb: number }[],
): Promise<void> {
  if (days.length === 0) return;
  await db
    .insertInto('esim_usage')
    .values(days.map((day) => ({ esim_id: esimId, usage_date: day.date, downlink_mb: day.downlinkMb, uplink_mb: day.uplinkMb })))
    .onConflict((conflict) =>
      conflict.columns(['esim_id', 'usage_date']).doUpdateSet((eb) => ({
        downlink_mb: eb.ref('excluded.downlink_mb'),
        uplink_mb: eb.ref('excluded.uplink_mb'),
      })),
    )
    .execute();
}
