import { EsimProviderError } from '../src/providers/esim/EsimProvider';
import { createHttpEsimProvider } from '../src/providers/esim/httpEsimProvider';
import { hasValidLuhnCheckDigit, luhnCheckDigit } from '../src/providers/esim/luhn';
import { createSandboxEsimProvider, generateSandboxIccid, SANDBOX_INSTALL_AFTER_MS } from '../src/providers/esim/sandboxEsimProvider';

describe('Luhn check digit', () => {
  test.each([
    // Known-good numbers: a test card, the ITU example ICCID, and the classic textbook number.
    ['4242424242424242'],
    ['89014103211118510720'],
    ['79927398713'],
  ])('accepts %s', (number) => {
    expect(hasValidLuhnCheckDigit(number)).toBe(true);
  });

  test('rejects a changed digit, a swapped pair and non-digits', () => {
    expect(hasValidLuhnCheckDigit('79927398710')).toBe(false);
    expect(hasValidLuhnCheckDigit('79927398731')).toBe(false);
    expect(hasValidLuhnCheckDigit('7992739871a')).toBe(false);
    expect(luhnCheckDigit('7992739871')).toBe(3);
  });
});

describe('sandbox eSIM operator', () => {
  test('every ICCID is 19–20 digits, starts 89 and ends with its Luhn check digit', () => {
    const iccids = Array.from({ length: 500 }, generateSandboxIccid);
    for (const iccid of iccids) {
      expect(iccid).toMatch(/^89[0-9]{17,18}$/);
      expect(hasValidLuhnCheckDigit(iccid)).toBe(true);
    }
    expect(new Set(iccids).size).toBe(iccids.length);
  });

  test('provisions an LPA activation string and no IMEI, once per idempotency key', async () => {
    const operator = createSandboxEsimProvider();
    const first = await operator.provision({ dataMb: 40, idempotencyKey: 'k1' });
    expect(first).toEqual({
      providerEsimId: expect.stringMatching(/^sandbox-esim-/),
      iccid: expect.stringMatching(/^89/),
      imei: null,
      textQrCode: expect.stringMatching(/^LPA:1\$smdp\.sandbox\.invalid\$[A-Z0-9]{5}(-[A-Z0-9]{5}){3}$/),
    });
    expect(await operator.provision({ dataMb: 40, idempotencyKey: 'k1' })).toEqual(first);
    expect((await operator.provision({ dataMb: 40, idempotencyKey: 'k2' })).iccid).not.toBe(first.iccid);
  });

  test('usage is the same for one eSIM and day, differs between eSIMs, and stops at today', async () => {
    const operator = createSandboxEsimProvider(() => new Date('2025-06-10T12:00:00Z'));
    const range = { startDate: '2025-06-01', endDate: '2025-06-20' };
    const a = await operator.dailyUsage({ providerEsimId: 'a', ...range });
    expect(a.map((day) => day.date)).toEqual(Array.from({ length: 10 }, (_, i) => `2025-06-${String(i + 1).padStart(2, '0')}`));
    expect(await operator.dailyUsage({ providerEsimId: 'a', ...range })).toEqual(a);
    expect(await operator.dailyUsage({ providerEsimId: 'b', ...range })).not.toEqual(a);
    for (const day of a) {
      expect(day.downlinkMb).toBeGreaterThanOrEqual(0);
      expect(day.downlinkMb).toBeLessThanOrEqual(0.9);
      expect(day.uplinkMb).toBeLessThanOrEqual(day.downlinkMb);
      // Hundredths: within floating-point error of a whole number of hundredths (0.55 * 100 is 55.000…01).
      expect(Math.abs(day.downlinkMb * 100 - Math.round(day.downlinkMb * 100))).toBeLessThan(1e-6);
    }
  });
});

describe('sandbox eSIM operator: installation', () => {
  test('a phone installs the profile an hour after provisioning, always with the same Luhn-valid IMEI', async () => {
    let now = new Date('2026-11-01T10:00:00Z');
    const operator = createSandboxEsimProvider(() => now);
    const { providerEsimId } = await operator.provision({ dataMb: 40, idempotencyKey: 'install-1' });
    expect(await operator.installedDevice({ providerEsimId })).toBeNull();

    now = new Date(now.getTime() + SANDBOX_INSTALL_AFTER_MS - 1);
    expect(await operator.installedDevice({ providerEsimId })).toBeNull();
    now = new Date(now.getTime() + 1);
    const device = await operator.installedDevice({ providerEsimId });
    expect(device?.imei).toMatch(/^35[0-9]{13}$/);
    expect(hasValidLuhnCheckDigit(device!.imei)).toBe(true);

    // Stateless: another instance (a restarted server) reports the same device.
    expect(await createSandboxEsimProvider(() => now).installedDevice({ providerEsimId })).toEqual(device);
  });

  test('ids it did not provision (the seeded demo eSIM) are never reported installed', async () => {
    const operator = createSandboxEsimProvider(() => new Date('2030-01-01T00:00:00Z'));
    expect(await operator.installedDevice({ providerEsimId: 'sandbox-esim-demo' })).toBeNull();
  });
});

describe('HTTP eSIM operator client', () => {
  function fakeOperator(answer: (url: string, init: RequestInit) => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }) as unknown as typeof fetch;
    return { calls, provider: createHttpEsimProvider({ baseUrl: 'https://esim.example.com/v1/', apiKey: 'key-1', fetchImpl }) };
  }

  test('provisions with the key and idempotency key, and maps the answer', async () => {
    const { calls, provider } = fakeOperator(() =>
      Response.json({ id: 'op-1', iccid: '89014103211118510720', imei: null, activation_code: 'LPA:1$smdp.example.com$ABC' }),
    );
    expect(await provider.provision({ dataMb: 40, idempotencyKey: 'idem-1' })).toEqual({
      providerEsimId: 'op-1',
      iccid: '89014103211118510720',
      imei: null,
      textQrCode: 'LPA:1$smdp.example.com$ABC',
    });
    expect(calls[0].url).toBe('https://esim.example.com/v1/esims');
    expect(calls[0].init).toMatchObject({ method: 'POST', body: JSON.stringify({ data_mb: 40 }) });
    expect(calls[0].init.headers).toMatchObject({ authorization: 'Bearer key-1', 'idempotency-key': 'idem-1' });
  });

  test('reads daily usage', async () => {
    const { calls, provider } = fakeOperator(() => Response.json({ days: [{ date: '2025-06-01', downlink_mb: 1.5, uplink_mb: 0.25 }] }));
    expect(await provider.dailyUsage({ providerEsimId: 'op 1', startDate: '2025-06-01', endDate: '2025-06-02' })).toEqual([
      { date: '2025-06-01', downlinkMb: 1.5, uplinkMb: 0.25 },
    ]);
    expect(calls[0].url).toBe('https://esim.example.com/v1/esims/op%201/usage?start_date=2025-06-01&end_date=2025-06-02');
  });

  test('reads the installing device from the profile record', async () => {
    const profile = { id: 'op-1', iccid: '89014103211118510720', activation_code: 'LPA:1$smdp.example.com$ABC' };
    const installed = fakeOperator(() => Response.json({ ...profile, imei: '356938035643809' }));
    expect(await installed.provider.installedDevice({ providerEsimId: 'op 1' })).toEqual({ imei: '356938035643809' });
    expect(installed.calls[0].url).toBe('https://esim.example.com/v1/esims/op%201');
    expect(installed.calls[0].init).toMatchObject({ method: 'GET' });

    const notYet = fakeOperator(() => Response.json({ ...profile, imei: null }));
    expect(await notYet.provider.installedDevice({ providerEsimId: 'op-1' })).toBeNull();
    const odd = fakeOperator(() => Response.json({ id: 1 }));
    await expect(odd.provider.installedDevice({ providerEsimId: 'op-1' })).rejects.toBeInstanceOf(EsimProviderError);
  });

  test.each([
    ['an error status', () => new Response('busy', { status: 503 })],
    ['a non-JSON body', () => new Response('<html>', { status: 200 })],
    ['an unexpected shape', () => Response.json({ id: 1 })],
    ['a network failure', () => {
      throw new TypeError('fetch failed');
    }],
  ])('%s is an EsimProviderError', async (_name, answer) => {
    const { provider } = fakeOperator(answer);
    await expect(provider.provision({ dataMb: 40, idempotencyKey: 'x' })).rejects.toBeInstanceOf(EsimProviderError);
  });
});

describe('eSIM data top-ups at the operator', () => {
  test('the sandbox applies a top-up once per idempotency key and refuses the key for another top-up', async () => {
    const operator = createSandboxEsimProvider();
    const first = await operator.addData({ providerEsimId: 'p1', dataMb: 500, idempotencyKey: 't1' });
    expect(first.providerTopupId).toMatch(/^sandbox-topup-/);
    expect(await operator.addData({ providerEsimId: 'p1', dataMb: 500, idempotencyKey: 't1' })).toEqual(first);
    expect((await operator.addData({ providerEsimId: 'p1', dataMb: 500, idempotencyKey: 't2' })).providerTopupId).not.toBe(first.providerTopupId);
    await expect(operator.addData({ providerEsimId: 'p2', dataMb: 500, idempotencyKey: 't1' })).rejects.toBeInstanceOf(EsimProviderError);
  });

  test('the HTTP client posts the top-up to the profile with the idempotency key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ id: 'top-1', data_mb: 500 });
    }) as unknown as typeof fetch;
    const provider = createHttpEsimProvider({ baseUrl: 'https://esim.example.com/v1', apiKey: 'key-1', fetchImpl });
    expect(await provider.addData({ providerEsimId: 'op 1', dataMb: 500, idempotencyKey: 'idem-7' })).toEqual({ providerTopupId: 'top-1' });
    expect(calls[0].url).toBe('https://esim.example.com/v1/esims/op%201/topups');
    expect(calls[0].init).toMatchObject({ method: 'POST', body: JSON.stringify({ data_mb: 500 }) });
    expect(calls[0].init.headers).toMatchObject({ authorization: 'Bearer key-1', 'idempotency-key': 'idem-7' });
  });

  test('the HTTP client turns a refusal or an odd answer into an operator error', async () => {
    const refusing = createHttpEsimProvider({ baseUrl: 'https://esim.example.com/v1', apiKey: 'k', fetchImpl: (async () => new Response('no', { status: 404 })) as unknown as typeof fetch });
    await expect(refusing.addData({ providerEsimId: 'x', dataMb: 500, idempotencyKey: 'k' })).rejects.toBeInstanceOf(EsimProviderError);
    const odd = createHttpEsimProvider({ baseUrl: 'https://esim.example.com/v1', apiKey: 'k', fetchImpl: (async () => Response.json({ ok: true })) as unknown as typeof fetch });
    await expect(odd.addData({ providerEsimId: 'x', dataMb: 500, idempotencyKey: 'k' })).rejects.toThrow('unexpected top-up answer');
  });
});
