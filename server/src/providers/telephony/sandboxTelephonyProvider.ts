import { createHash } from 'node:crypto';
import { NumberUnavailableError, type TelephonyProvider } from './TelephonyProvider';

/**
 * Area codes where the sandbox carrier has no numbers left, so that the 'Area code unavailable'
 * answer can be seen: Manhattan's codes (212, 646, 332), famously exhausted.
 */
export const SANDBOX_EXHAUSTED_AREA_CODES: ReadonlySet<string> = new Set(['212', '646', '332']);

/** How many numbers the sandbox carrier has for sale in each other area code. */
export const SANDBOX_INVENTORY_SIZE = 25;

/** Exchanges never given to subscribers: N11 service codes, 555 (directory and fiction), 950/958/959/976. */
function isAssignableExchange(exchange: number): boolean {
  return exchange % 100 !== 11 && ![555, 950, 958, 959, 976].includes(exchange);
}

/** The sandbox's numbers in an area code: always the same plausible NXX-XXXX numbers, in order. */
export function sandboxInventory(areaCode: string): string[] {
  if (SANDBOX_EXHAUSTED_AREA_CODES.has(areaCode)) return [];
  const numbers = new Set<string>();
  for (let i = 0; numbers.size < SANDBOX_INVENTORY_SIZE; i += 1) {
    const digest = createHash('sha256').update(`sandbox-inventory:${areaCode}:${i}`).digest();
    const exchange = 200 + (digest.readUInt16BE(0) % 800);
    if (!isAssignableExchange(exchange)) continue;
    const line = String(digest.readUInt16BE(2) % 10_000).padStart(4, '0');
    numbers.add(`${areaCode}${exchange}${line}`);
  }
  return [...numbers];
}

/**
 * A carrier with no network: a fixed inventory per area code (none in SANDBOX_EXHAUSTED_AREA_CODES)
 * and port requests that complete after `portCompletionDelayMs`.
 */
export function createSandboxTelephonyProvider({ portCompletionDelayMs }: { portCompletionDelayMs: number }): TelephonyProvider {
  return {
    async searchNumbers({ areaCode, limit, exclude }) {
      return sandboxInventory(areaCode)
        .filter((number) => !exclude.has(number))
        .slice(0, limit);
    },
    async orderNumber({ phoneNumber }) {
      if (!sandboxInventory(phoneNumber.slice(0, 3)).includes(phoneNumber)) throw new NumberUnavailableError();
    },
    async requestPort() {
      return { expectedCompletionAt: new Date(Date.now() + portCompletionDelayMs) };
    },
    async portStatus() {
      return 'completed';
    },
  };
}
