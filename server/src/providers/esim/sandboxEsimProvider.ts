import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { provisionSandboxEsimProfile } from '../../db/queries/sandboxEsimProfiles';
import { listSandboxEsimUsage } from '../../db/queries/sandboxEsimUsage';
import type { Database } from '../../db/schema';
import { formatIsoDate, daysBetween } from '../../lib/isoDates';
import { EsimProviderError, type AddDataRequest, type AppliedTopup, type EsimProvider, type EsimUsageDay, type ProvisionedEsim } from './EsimProvider';
import { luhnCheckDigit } from './luhn';

/** 89 (telecom) + 01 (country code 1) + 99 (an issuer no real operator uses). */
const ICCID_PREFIX = '890199';
const ICCID_LENGTH = 19;
/** '.invalid' can never resolve: a phone scanning a sandbox code fails safely. */
const SANDBOX_SMDP_HOST = 'smdp.sandbox.invalid';
const ACTIVATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random ICCID of 19 digits: the prefix, random account digits and the Luhn check digit. */
export function generateSandboxIccid(): string {
  let body = ICCID_PREFIX;
  while (body.length < ICCID_LENGTH - 1) body += String(randomInt(10));
  return body + String(luhnCheckDigit(body));
}

function activationCode(): string {
  const chars = Array.from({ length: 20 }, () => ACTIVATION_ALPHABET[randomInt(ACTIVATION_ALPHABET.length)]);
  return [0, 5, 10, 15].map((start) => chars.slice(start, start + 5).join('')).join('-');
}

/** The sandbox's phone installs each profile an hour after it was provisioned. */
export const SANDBOX_INSTALL_AFTER_MS = 60 * 60 * 1000;
const SANDBOX_ID_PATTERN = /^sandbox-esim-([0-9a-z]+)-[0-9a-f]+$/;

/** The profile id carries its provisioning time, so installation needs no state across restarts. */
function sandboxEsimId(provisionedAt: Date): string {
  return `sandbox-esim-${provisionedAt.getTime().toString(36)}-${randomBytes(8).toString('hex')}`;
}

/** A Luhn-valid 15-digit IMEI, always the same for one profile. */
export function sandboxImeiOf(providerEsimId: string): string {
  const bytes = createHash('sha256').update(`imei|${providerEsimId}`).digest();
  const body = '35' + Array.from(bytes.subarray(0, 12), (byte) => String(byte % 10)).join('');
  return body + String(luhnCheckDigit(body));
}

/** Rounds MB to hundredths, as the operator reports them. */
const toHundredths = (mb: number) => Math.round(mb * 100) / 100;

/**
 * Plausible usage of one day, always the same for one eSIM and date: about one day in five
 * without data, otherwise 0.1–0.9 MB down and a fraction of that up: about 13 MB a month, so a
 * demo account's meter of the included 40 MB shows data left and a forecast, not 'used up'.
 */
export function sandboxUsageOf(providerEsimId: string, date: string): EsimUsageDay {
  const bytes = createHash('sha256').update(`${providerEsimId}|${date}`).digest();
  const unit = (index: number) => bytes.readUInt16BE(index * 2) / 0xffff;
  if (unit(0) < 0.2) return { date, downlinkMb: 0, uplinkMb: 0 };
  const downlinkMb = toHundredths(0.1 + unit(1) * 0.8);
  const uplinkMb = toHundredths(downlinkMb * (0.08 + unit(2) * 0.17));
  return { date, downlinkMb, uplinkMb };
}

/**
 * An offline operator: real-looking profiles and usage, nothing leaves the machine. A phone
 * installs each profile SANDBOX_INSTALL_AFTER_MS after provisioning (as the operator's profile
 * record would then name the device's IMEI). With `db`, its books are the database's, shared by
 * every instance: a key provisions one profile whichever instance is asked (sandbox_esim_profiles),
 * and its reports add the data the sandbox network simulator spent (sandbox_esim_usage).
 */
export function createSandboxEsimProvider(now: () => Date = () => new Date(), db?: Kysely<Database>): EsimProvider {
  // Without a database (provider tests), idempotency within this process.
  const provisioned = new Map<string, ProvisionedEsim>();
  const topups = new Map<string, { request: AddDataRequest; applied: AppliedTopup }>();
  return {
    async provision({ idempotencyKey }) {
      const existing = provisioned.get(idempotencyKey);
      if (existing) return existing;
      const candidate = { providerEsimId: sandboxEsimId(now()), iccid: generateSandboxIccid(), textQrCode: `LPA:1$${SANDBOX_SMDP_HOST}$${activationCode()}` };
      if (db) return { ...(await provisionSandboxEsimProfile(db, idempotencyKey, candidate)), imei: null };
      const esim: ProvisionedEsim = { ...candidate, imei: null };
      provisioned.set(idempotencyKey, esim);
      return esim;
    },
    async addData(request) {
      const existing = topups.get(request.idempotencyKey);
      if (existing) {
        // As a real operator: a key names one top-up; the same key for another is refused.
        if (existing.request.providerEsimId !== request.providerEsimId || existing.request.dataMb !== request.dataMb) {
          throw new EsimProviderError('eSIM operator answered 409 to POST /esims/{id}/topups: idempotency key reused');
        }
        return existing.applied;
      }
      const applied = { providerTopupId: `sandbox-topup-${randomBytes(8).toString('hex')}` };
      topups.set(request.idempotencyKey, { request: { ...request }, applied });
      return applied;
    },
    async dailyUsage({ providerEsimId, startDate, endDate }) {
      const today = formatIsoDate(now());
      const simulated = new Map((db ? await listSandboxEsimUsage(db, providerEsimId, startDate, endDate) : []).map((row) => [row.usage_date, row]));
      // No usage is known for days that have not begun.
      return daysBetween(startDate, endDate)
        .filter((date) => date <= today)
        .map((date) => {
          const usage = sandboxUsageOf(providerEsimId, date);
          const extra = simulated.get(date);
          if (!extra) return usage;
          return { date, downlinkMb: toHundredths(usage.downlinkMb + extra.downlink_mb), uplinkMb: toHundredths(usage.uplinkMb + extra.uplink_mb) };
        });
    },
    async installedDevice({ providerEsimId }) {
      // Ids without a provisioning time (the seeded demo eSIM) are never reported: their IMEI is stored already.
      const match = SANDBOX_ID_PATTERN.exec(providerEsimId);
      if (!match) return null;
      const provisionedAtMs = parseInt(match[1], 36);
      return now().getTime() - provisionedAtMs >= SANDBOX_INSTALL_AFTER_MS ? { imei: sandboxImeiOf(providerEsimId) } : null;
    },
  };
}
