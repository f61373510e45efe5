import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EsimTopupPlansTable, EsimTopupsTable } from '../schema';
import type { Executor } from './executor';

export type EsimTopupPlan = Selectable<EsimTopupPlansTable>;

export function listActiveEsimTopupPlans(db: Kysely<Database>): Promise<EsimTopupPlan[]> {
  return db.selectFrom('esim_topup_plans').selectAll().where('active', '=', true).orderBy('sort_order').orderBy('id').execute();
}

export function findEsimTopupPlan(db: Kysely<Database>, id: number): Promise<EsimTopupPlan | undefined> {
  return db.selectFrom('esim_topup_plans').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEsimTopup(db: Executor, topup: Insertable<EsimTopupsTable>): Promise<void> {
  await db.insertInto('esim_topups').values(topup).execute();
}

/** The data every top-up of the eSIM added, in MB (0 without any). */
export async function esimTopupDataMb(db: Kysely<Database>, esimId: number): Promise<number> {
  const row = await db
    .selectFrom('esim_topups')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('data_mb'), eb.val(0)).as('total'))
    .where('esim_id', '=', esimId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

export async function esimBelongsTo(db: Executor, esimId: number, userId: number): Promise<boolean> {
  return (await db.selectFrom('esims').select('id').where('id', '=', esimId).where('user_id', '=', userId).executeTakeFirst()) !== undefined;
}

/** The eSIM a top-up is for (the settling of a purchase cut short rebuilds it from the intent). */
export function findEsimById(db: Kysely<Database>, esimId: number) {
  return db.selectFrom('esims').select(['id', 'user_id', 'provider_esim_id']).where('id', '=', esimId).executeTakeFirst();
}
