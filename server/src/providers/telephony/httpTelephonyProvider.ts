import { NumberUnavailableError, PortRejectedError, TelephonyProviderError, type PortStatus, type TelephonyProvider } from './TelephonyProvider';

export interface HttpTelephonyProviderOptions {
  /** Base URL of the carrier's REST API, e.g. https://carrier.example.com/v1 */
  baseUrl: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** A port is asked about again this long after the carrier's estimate if it is still pending. */
const DEFAULT_PORT_ESTIMATE_MS = 4 * 24 * 60 * 60 * 1000;

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
 * - POST /ports { phone_number } → { estimated_completion_at? }; 4xx with { message }: refused
 * - GET  /ports/{phone_number} → { status: 'pending' | 'completed' | 'failed' }
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

    async requestPort({ phoneNumber }) {
      const { status, body } = await call('/ports', { method: 'POST', body: { phone_number: phoneNumber } });
      if (status >= 400) {
        if (status === 401 || status === 403) throw new TelephonyProviderError(`Carrier answered ${status} to the port request`);
        throw new PortRejectedError(messageOf(body) ?? 'This number cannot be transferred. Please check it and try again.');
      }
      const estimate = isObject(body) && typeof body.estimated_completion_at === 'string' ? new Date(body.estimated_completion_at) : null;
      return { expectedCompletionAt: estimate && !Number.isNaN(estimate.getTime()) ? estimate : new Date(Date.now() + DEFAULT_PORT_ESTIMATE_MS) };
    },

    async portStatus(phoneNumber): Promise<PortStatus> {
      const { status, body } = await call(`/ports/${encodeURIComponent(phoneNumber)}`);
      const value = isObject(body) ? body.status : null;
      if (status >= 400 || (value !== 'pending' && value !== 'completed' && value !== 'failed')) {
        throw new TelephonyProviderError(`Carrier answered ${status} with an unexpected body to the port status`);
      }
      return value;
    },
  };
}
