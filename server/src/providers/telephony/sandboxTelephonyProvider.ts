import { createHash } from 'node:crypto';
import { sandboxCallerLookup } from '../../seed/sandboxCallerIds';
import { clipNamed, readClipAudio } from '../../voicemail/voicemailClips';
import { NumberUnavailableError, RecordingUnavailableError, type CarrierPortStatus, type PortDetails, type TelephonyProvider } from './TelephonyProvider';

/**
 * Where the sandbox carrier 'keeps' its voicemail recordings: the clips the repository ships
 * (server/data/seed-media/voicemail), by file name. A reserved (.invalid) host: nothing is fetched.
 */
export const SANDBOX_RECORDING_BASE = 'https://carrier.sandbox.invalid/recordings/';

/** The sandbox recording URL of a shipped clip. */
export function sandboxRecordingUrl(fileName: string): string {
  return `${SANDBOX_RECORDING_BASE}${fileName}`;
}

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
 * The sandbox carrier's verdict on a port's details, as carriers check them at review (README ›
 * Demo account and sandbox data): the right transfer PIN is the number's last 4 digits; an account number starting with
 * '0' does not match the account; ZIP '00000' does not match the service address.
 */
export function sandboxPortVerdict({ phoneNumber, accountNumber, pin, zip }: PortDetails): 'ok' | 'account_mismatch' | 'pin_mismatch' | 'zip_mismatch' {
  if (accountNumber.startsWith('0')) return 'account_mismatch';
  if (pin !== phoneNumber.slice(-4)) return 'pin_mismatch';
  if (zip === '00000') return 'zip_mismatch';
  return 'ok';
}

const SANDBOX_PORT_ID = /^sbx-([0-9]{1,15})-(ok|account_mismatch|pin_mismatch|zip_mismatch)$/;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The reference of a port the sandbox carrier has decided by `now`: completed ('ok') or rejected
 * for the verdict's reason. The sandbox network simulator files the carrier's decision this way
 * (server/src/sandbox/simulatedPortDecision.ts): the reference is all the carrier remembers.
 */
export function decidedSandboxPortId(verdict: ReturnType<typeof sandboxPortVerdict>, delayMs: number, now: number): string {
  return `sbx-${Math.max(0, now - delayMs - 1)}-${verdict}`;
}

/**
 * Where a sandbox port stands `now`: the filing's time and verdict are its id, so any instance
 * answers alike without shared state. A third of the delay in, the carrier reviews it; two thirds
 * in, it is scheduled (or rejected: the review's outcome); at the delay's end it completes.
 */
function sandboxPortStatus(portId: string, delayMs: number, now: number): CarrierPortStatus {
  const match = SANDBOX_PORT_ID.exec(portId);
  // A port filed before the tracker (known by its number): completed, as the sandbox always answered.
  if (!match) return /^[0-9]{10}$/.test(portId) ? { status: 'completed' } : { status: 'rejected', code: 'not_portable' };
  const filedAt = Number(match[1]);
  const review = filedAt + delayMs / 3;
  const decided = filedAt + (2 * delayMs) / 3;
  const completes = filedAt + delayMs;
  if (now < review) return { status: 'submitted', nextCheckAt: new Date(review) };
  if (now < decided) return { status: 'carrier_review', nextCheckAt: new Date(decided) };
  if (match[2] !== 'ok') return { status: 'rejected', code: match[2] };
  if (now < completes) return { status: 'scheduled', scheduledFor: dayOf(new Date(completes)), nextCheckAt: new Date(completes) };
  return { status: 'completed' };
}

/**
 * A carrier with no network: a fixed inventory per area code (none in SANDBOX_EXHAUSTED_AREA_CODES)
 * and port requests that it accepts, reviews (rejecting wrong details: sandboxPortVerdict),
 * schedules and completes within `portCompletionDelayMs`; caller lookups from a fixed table
 * (seed/sandboxCallerIds.ts); its voicemail recordings are the repository's spoken clips.
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
    // Its inventory is the same for every instance and our database says which numbers are ours
    // (searchNumbers' exclude), so a released number is on sale again once we stop excluding it.
    async releaseNumber() {},
    async requestPort(details) {
      const filedAt = Date.now();
      return { portId: `sbx-${filedAt}-${sandboxPortVerdict(details)}`, nextCheckAt: new Date(filedAt + portCompletionDelayMs / 3) };
    },
    async portStatus({ portId }) {
      return sandboxPortStatus(portId, portCompletionDelayMs, Date.now());
    },
    async lookupCaller({ phoneNumber }) {
      return sandboxCallerLookup(phoneNumber);
    },
    async fetchRecording({ recordingUrl }) {
      const clip = recordingUrl.startsWith(SANDBOX_RECORDING_BASE) ? clipNamed(recordingUrl.slice(SANDBOX_RECORDING_BASE.length)) : undefined;
      const audio = clip && readClipAudio(clip);
      if (!audio) throw new RecordingUnavailableError();
      return { audio, contentType: 'audio/wav' };
    },
  };
}
