import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { formatIsoDate } from '../lib/isoDates';
import { sandboxUsageOf } from '../providers/esim/sandboxEsimProvider';
import { luhnCheckDigit } from '../providers/esim/luhn';

const DAY_MS = 86_400_000;
export const DEMO_USAGE_DAYS = 30;
export const DEMO_PROVIDER_ESIM_ID = 'sandbox-esim-demo';

const withCheckDigit = (digits: string) => digits + String(luhnCheckDigit(digits));

/** 19 digits: 89 (telecom), 01 (country code 1), 99 (no real issuer), account digits, Luhn check digit. */
export const DEMO_ICCID = withCheckDigit('890199000000004242');
/** 15 digits with its Luhn check digit, like a real IMEI. */
export const DEMO_IMEI = withCheckDigit('35391110424242');
export const DEMO_QR_CODE = 'LPA:1$smdp.example.com$DEMO1-ESIM2-K7QX9-4242A';

/**
 * An active eSIM bought a month ago, with usage for each of the last 30 days: the same figures
 * the sandbox operator reports for it, so the usage page agrees with what the seed wrote.
 */
export async function insertDemoEsim(db: Kysely<Database>, userId: number, paymentId: number, now: Date): Promise<number> {
  const plan = await db.selectFrom('esim_plans').select('id').where('active', '=', true).orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
  const esim = await db
    .insertInto('esims')
    .values({
      user_id: userId,
      esim_plan_id: plan.id,
      payment_id: paymentId,
      provider_esim_id: DEMO_PROVIDER_ESIM_ID,
      iccid: DEMO_ICCID,
      imei: DEMO_IMEI,
      text_qr_code: DEMO_QR_CODE,
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const boughtAt = new Date(now.getTime() - (DEMO_USAGE_DAYS + 1) * DAY_MS);
  // created_at is the database's to set on insert; the demo backdates it to before its usage.
  await sql`update esims set created_at = ${boughtAt} where id = ${esim.id}`.execute(db);
  const days = Array.from({ length: DEMO_USAGE_DAYS }, (_, index) => formatIsoDate(now.getTime() - index * DAY_MS));
  await db
    .insertInto('esim_usage')
    .values(
      days.map((date) => {
        const usage = sandboxUsageOf(DEMO_PROVIDER_ESIM_ID, date);
        return { esim_id: esim.id, usage_date: date, downlink_mb: usage.downlinkMb, uplink_mb: usage.uplinkMb };
      }),
    )
    .execute();
  return esim.id;
}
