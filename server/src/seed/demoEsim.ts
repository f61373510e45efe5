import { backdateEsim, insertEsimReturningId } from '../db/queries/demoAccount';
import { upsertEsimUsage } from '../db/queries/esims';
import type { Executor } from '../db/queries/executor';
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
export async function insertDemoEsim(db: Executor, userId: number, esimPlanId: number, paymentId: number, now: Date): Promise<number> {
  const esimId = await insertEsimReturningId(db, {
    user_id: userId,
    esim_plan_id: esimPlanId,
    payment_id: paymentId,
    provider_esim_id: DEMO_PROVIDER_ESIM_ID,
    iccid: DEMO_ICCID,
    imei: DEMO_IMEI,
    text_qr_code: DEMO_QR_CODE,
    status: 'active',
  });
  await backdateEsim(db, esimId, new Date(now.getTime() - (DEMO_USAGE_DAYS + 1) * DAY_MS));
  const days = Array.from({ length: DEMO_USAGE_DAYS }, (_, index) => formatIsoDate(now.getTime() - index * DAY_MS));
  await upsertEsimUsage(
    db,
    esimId,
    days.map((date) => sandboxUsageOf(DEMO_PROVIDER_ESIM_ID, date)),
  );
  return esimId;
}
