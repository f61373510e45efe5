import { EsimProviderError, type AppliedTopup, type EsimProvider, type EsimUsageDay, type ProvisionedEsim } from './EsimProvider';

export interface HttpEsimProviderOptions {
  /** Base URL of the operator's REST API, e.g. https://esim.example.com/v1 */
  baseUrl: string;
  apiKey: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

/** The operator's wire format (snake_case JSON), checked before use. */
interface WireEsim {
  id: string;
  iccid: string;
  imei: string | null;
  activation_code: string;
}
interface WireTopup {
  id: string;
}
interface WireUsage {
  days: { date: string; downlink_mb: number; uplink_mb: number }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isWireEsim(value: unknown): value is WireEsim {
  return (
    isObject(value) &&
    typeof value.id === 'string' &&
    typeof value.iccid === 'string' &&
    /^89[0-9]{17,18}$/.test(value.iccid) &&
    (value.imei === null || value.imei === undefined || typeof value.imei === 'string') &&
    typeof value.activation_code === 'string' &&
    value.activation_code.startsWith('LPA:')
  );
}

function isWireTopup(value: unknown): value is WireTopup {
  return isObject(value) && typeof value.id === 'string' && value.id.length > 0;
}

function isWireUsage(value: unknown): value is WireUsage {
  return (
    isObject(value) &&
    Array.isArray(value.days) &&
    value.days.every(
      (day) =>
        isObject(day) &&
        typeof day.date === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(day.date) &&
        typeof day.downlink_mb === 'number' &&
        day.downlink_mb >= 0 &&
        typeof day.uplink_mb === 'number' &&
        day.uplink_mb >= 0,
    )
  );
}

/**
 * A thin typed client of the operator's REST API: POST /esims provisions (Idempotency-Key header),
 * GET /esims/{id}/usage?start_date&end_date reports daily usage, GET /esims/{id} the profile (with
 * the installing device's IMEI once installed), POST /esims/{id}/topups adds a data package
 * (Idempotency-Key header). Bearer authentication.
 */
export function createHttpEsimProvider({ baseUrl, apiKey, fetchImpl = fetch, timeoutMs = 10_000 }: HttpEsimProviderOptions): EsimProvider {
  const root = baseUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit & { headers?: Record<string, string> }): Promise<unknown> {
    let response: Response;
    try {
      response = await fetchImpl(`${root}${path}`, {
        ...init,
        headers: { accept: 'application/json', authorization: `Bearer ${apiKey}`, ...init.headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new EsimProviderError(`eSIM operator unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!response.ok) throw new EsimProviderError(`eSIM operator answered ${response.status} to ${init.method ?? 'GET'} ${path}`);
    try {
      return await response.json();
    } catch {
      throw new EsimProviderError(`eSIM operator sent a non-JSON answer to ${path}`);
    }
  }

  return {
    async provision({ dataMb, idempotencyKey }): Promise<ProvisionedEsim> {
      const body = await call('/esims', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ data_mb: dataMb }),
      });
      if (!isWireEsim(body)) throw new EsimProviderError('eSIM operator sent an unexpected provisioning answer');
      return { providerEsimId: body.id, iccid: body.iccid, imei: body.imei ?? null, textQrCode: body.activation_code };
    },
    async addData({ providerEsimId, dataMb, idempotencyKey }): Promise<AppliedTopup> {
      const body = await call(`/esims/${encodeURIComponent(providerEsimId)}/topups`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
        body: JSON.stringify({ data_mb: dataMb }),
      });
      if (!isWireTopup(body)) throw new EsimProviderError('eSIM operator sent an unexpected top-up answer');
      return { providerTopupId: body.id };
    },
    async dailyUsage({ providerEsimId, startDate, endDate }): Promise<EsimUsageDay[]> {
      const query = new URLSearchParams({ start_date: startDate, end_date: endDate });
      const body = await call(`/esims/${encodeURIComponent(providerEsimId)}/usage?${query}`, { method: 'GET' });
      if (!isWireUsage(body)) throw new EsimProviderError('eSIM operator sent an unexpected usage answer');
      return body.days.map((day) => ({ date: day.date, downlinkMb: day.downlink_mb, uplinkMb: day.uplink_mb }));
    },
    async installedDevice({ providerEsimId }) {
      // The profile record names the device's IMEI once one has installed it.
      const body = await call(`/esims/${encodeURIComponent(providerEsimId)}`, { method: 'GET' });
      if (!isWireEsim(body)) throw new EsimProviderError('eSIM operator sent an unexpected profile answer');
      return body.imei ? { imei: body.imei } : null;
    },
  };
}
