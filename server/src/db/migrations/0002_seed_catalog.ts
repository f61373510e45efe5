import { sql, type Kysely } from 'kysely';

const features = [
  'Private US mobile number',
  'Voicemail inbox',
  'Mute and spam blocking',
  'Caller ID with name',
  '100 free outbound credits',
].join(' • ');

/** What the product sells. Prices in cents; the yearly plan is the costliest (SPEC §9). */
const plans = [
  { name_en: 'Monthly', interval: 'month', interval_months: 1, total: 1299, monthly: 1299, renew_en: 'Renews every month', stripe: 'plan_monthly', order: 1 },
  { name_en: '3 Months', interval: '3 months', interval_months: 3, total: 2997, monthly: 999, renew_en: 'Renews every 3 months', stripe: 'plan_3_months', order: 2 },
  { name_en: 'Yearly', interval: 'year', interval_months: 12, total: 8388, monthly: 699, renew_en: 'Renews every year', stripe: 'plan_yearly', order: 3 },
];

/** One credit is one cent; 'credits_1000' is also the checkout add-on ($10 for 1000, SPEC §9). */
const creditBundles = [
  { purchase_name: 'credits_1000', credits: 1000, price_cents: 1000, order: 1 },
  { purchase_name: 'credits_2500', credits: 2500, price_cents: 2000, order: 2 },
  { purchase_name: 'credits_6000', credits: 6000, price_cents: 4500, order: 3 },
];

const esimPlans = [
  {
    name_en: 'eSIM data',
    description_en: 'One-time activation fee • Speed up to 5G • Global availability • Includes 40 MB of cellular data',
    price_cents: 499,
    data_mb: 40,
    order: 1,
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const p of plans) {
    await sql`insert into plans (name_en, interval, interval_months, total_amount_cents, monthly_amount_cents, renew_en, description_en, stripe_plan_id, sort_order)
      values (${p.name_en}, ${p.interval}, ${p.interval_months}, ${p.total}, ${p.monthly}, ${p.renew_en}, ${features}, ${p.stripe}, ${p.order})`.execute(db);
  }
  for (const b of creditBundles) {
    await sql`insert into credit_bundles (purchase_name, credits, price_cents, sort_order)
      values (${b.purchase_name}, ${b.credits}, ${b.price_cents}, ${b.order})`.execute(db);
  }
  for (const e of esimPlans) {
    await sql`insert into esim_plans (name_en, description_en, price_cents, data_mb, sort_order)
      values (${e.name_en}, ${e.description_en}, ${e.price_cents}, ${e.data_mb}, ${e.order})`.execute(db);
  }
  await sql`insert into feature_flags (name, enabled) values ('migration_mode', false)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from feature_flags where name = 'migration_mode'`.execute(db);
  await sql`delete from esim_plans`.execute(db);
  await sql`delete from credit_bundles`.execute(db);
  await sql`delete from plans`.execute(db);
}
