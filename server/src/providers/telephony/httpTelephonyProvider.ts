import {
  NumberUnavailableError,
  PortRejectedError,
  RecordingUnavailableError,
  TelephonyProviderError,
  type CarrierPortStatus,
  type TelephonyProvider,
} from './TelephonyProvider';

export interface HttpTelephonyProviderOptions {
  /** Base URL of the carrier's REST API, e.g. https://carrier.example.com/v1 */
  baseUrl: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A port in progress is asked about again this often (carriers move ports in hours, not seconds). */
const PORT_RECHECK_MS = 60 * 60_000;
/** The carrier's rejection codes we can explain; others are shown as not portable. */
const KNOWN_REJECTION_CODES = new Set(['pin_mismatch', 'account_mismatch', 'zip_mismatch', 'not_portable']);

/** A voicemail longer than this is refused rather than held in memory (10 minutes of 128 kbit/s MP3 is 10 MB). */
export const MAX_RECORDING_BYTES = 20 * 1024 * 1024;
/** Audio types a browser's <audio> plays; anything else the carrier labels is served as these bytes' sniffed kind. */
const AUDIO_TYPE = /^audio\/[a-z0-9.+-]{1,40}$/;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
/** The carrier may write numbers as E.164 (+1NXXNXXXXXX) or as 10 digits: we keep 10 digits. */
function tenDigits(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const digits = value.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return /^[2-9][0-9]{2}[2-9][0-9]{6}$/.test(national) ? national : null;
}

/**
 * A thin typed client of a generic carrier REST API (Bearer authentication, JSON):
 * - GET  /numbers/available?area_code=NXX&limit=N → { numbers: [{ phone_number }] }
 * - POST /numbers/orders { phone_number } with an Idempotency-Key header → 2xx; 404/409/422: not for sale
 * - DELETE /numbers/{phone_number} → 2xx; 404/410: not on our account (released already)
 * - POST /ports { phone_number, account_number, pin, zip } → { id, next_check_at? }; 4xx with { message }: refused
 *   outright (the number is not portable); wrong details are found later, at review
 * - GET  /ports/{id} → { status, foc_date?, rejection_code? } where status is 'submitted' (or 'pending'),
 *   'in_review', 'scheduled' with foc_date ('YYYY-MM-DD', the firm order commitment date), 'completed',
 *   or 'rejected' (or 'failed') with rejection_code ('pin_mismatch', 'account_mismatch', 'zip_mismatch'…)
 * - GET  /numbers/{phone_number}/caller → { caller_name: string | null, spam_likely: boolean }; 404: nothing
 *   known about the number (no name, not spam)
 * - GET  {recording_url} (a voicemail's, as the webhook sent it: under baseUrl) → the audio bytes; 404/410: gone
 */
export function createHttpTelephonyProvider({ baseUrl, apiKey, fetchImpl = fetch, timeoutMs = 10_000 }: HttpTelephonyProviderOptions): TelephonyProvider {
  const root = baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${apiKey}`,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new TelephonyProviderError(`Carrier unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      if (response.ok) throw new TelephonyProviderError(`Carrier sent a non-JSON answer to ${path}`);
    }
    if (response.status >= 500) throw new TelephonyProviderError(`Carrier answered ${response.status} to ${init.method ?? 'GET'} ${path}`);
    return { status: response.status, body };
  }

  /** Only the carrier's own URLs get our API key: a recording URL elsewhere is refused unasked. */
  function isCarrierUrl(url: string): boolean {
    try {
      const target = new URL(url);
      const base = new URL(`${root}/`);
      return target.origin === base.origin && target.pathname.startsWith(base.pathname) && target.username === '' && target.password === '';
    } catch {
      return false;
    }
  }

  const messageOf = (body: unknown): string | null => (isObject(body) && typeof body.message === 'string' ? body.message : null);

  return {
    async searchNumbers({ areaCode, limit, exclude }) {
      // Ask for more than needed: some may be held by our own customers.
      const { status, body } = await call(`/numbers/available?area_code=${encodeURIComponent(areaCode)}&limit=${limit + exclude.size}`);
      if (status === 404) return [];
      if (status >= 400 || !isObject(body) || !Array.isArray(body.numbers)) {
        throw new TelephonyProviderError(`Carrier answered ${status} with an unexpected body to the number search`);
      }
      const numbers = body.numbers.map((item) => tenDigits(isObject(item) ? item.phone_number : item)).filter((n): n is string => n !== null);
      return numbers.filter((number) => !exclude.has(number)).slice(0, limit);
    },

    async orderNumber({ phoneNumber, idempotencyKey }) {
      const { status, body } = await call('/numbers/orders', { method: 'POST', body: { phone_number: phoneNumber }, headers: { 'idempotency-key': idempotencyKey } });
      if ([404, 409, 410, 422].includes(status)) throw new NumberUnavailableError(messageOf(body) ?? undefined);
      if (status >= 400) throw new TelephonyProviderError(`Carrier answered ${status} to the number order`);
    },

    async releaseNumber({ phoneNumber }) {
      const { status } = await call(`/numbers/${encodeURIComponent(phoneNumber)}`, { method: 'DELETE' });
      if (status >= 400 && status !== 404 && status !== 410) throw new TelephonyProviderError(`Carrier answered ${status} to the number release`);
    },

    async requestPort({ phoneNumber, accountNumber, pin, zip }) {
      const { status, body } = await call('/ports', { method: 'POST', body: { phone_number: phoneNumber, account_number: accountNumber, pin, zip } });
      if (status >= 400) {
        if (status === 401 || status === 403) throw new TelephonyProviderError(`Carrier answered ${status} to the port request`);
        throw new PortRejectedError(messageOf(body) ?? 'This number cannot be transferred. Please check it and try again.');
      }
      if (!isObject(body) || typeof body.id !== 'string' || body.id === '') throw new TelephonyProviderError('Carrier answered the port request without an id');
      const next = typeof body.next_check_at === 'string' ? new Date(body.next_check_at) : null;
      return { portId: body.id, nextCheckAt: next && !Number.isNaN(next.getTime()) ? next : new Date(Date.now() + PORT_RECHECK_MS) };
    },

    async portStatus({ portId }): Promise<CarrierPortStatus> {
      const { status, body } = await call(`/ports/${encodeURIComponent(portId)}`);
      const value = isObject(body) ? body.status : null;
      const nextCheckAt = new Date(Date.now() + PORT_RECHECK_MS);
      if (status < 400 && isObject(body)) {
        if (value === 'submitted' || value === 'pending') return { status: 'submitted', nextCheckAt };
        if (value === 'in_review') return { status: 'carrier_review', nextCheckAt };
        if (value === 'scheduled' && typeof body.foc_date === 'string' && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(body.foc_date)) {
          return { status: 'scheduled', scheduledFor: body.foc_date, nextCheckAt };
        }
        if (value === 'completed') return { status: 'completed' };
        if (value === 'rejected' || value === 'failed') {
          const code = typeof body.rejection_code === 'string' && KNOWN_REJECTION_CODES.has(body.rejection_code) ? body.rejection_code : 'not_portable';
          return { status: 'rejected', code };
        }
      }
      throw new TelephonyProviderError(`Carrier answered ${status} with an unexpected body to the port status`);
    },

    async lookupCaller({ phoneNumber }) {
      const { status, body } = await call(`/numbers/${encodeURIComponent(phoneNumber)}/caller`);
      if (status === 404) return { callerName: null, spamLikely: false };
      if (status >= 400 || !isObject(body)) throw new TelephonyProviderError(`Carrier answered ${status} with an unexpected body to the caller lookup`);
      // A name is shown under the number: one line of at most 64 characters (CNAM itself allows 15).
      const name = typeof body.caller_name === 'string' ? body.caller_name.replace(/\s+/g, ' ').trim().slice(0, 64) : '';
      return { callerName: name === '' ? null : name, spamLikely: body.spam_likely === true };
    },
    async fetchRecording({ recordingUrl }) {
      if (!isCarrierUrl(recordingUrl)) throw new RecordingUnavailableError();
      let response: Response;
      try {
        response = await fetchImpl(recordingUrl, { headers: { authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        throw new TelephonyProviderError(`Carrier unreachable: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.status === 404 || response.status === 410) throw new RecordingUnavailableError();
      if (!response.ok) throw new TelephonyProviderError(`Carrier answered ${response.status} to a recording download`);
      const declared = Number(response.headers.get('content-length') ?? '0');
      if (declared > MAX_RECORDING_BYTES) throw new TelephonyProviderError('The carrier\'s recording is larger than we play');
      const audio = Buffer.from(await response.arrayBuffer());
      if (audio.length > MAX_RECORDING_BYTES) throw new TelephonyProviderError('The carrier\'s recording is larger than we play');
      const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      return { audio, contentType: AUDIO_TYPE.test(type) ? type : 'application/octet-stream' };
    },
  };
}
