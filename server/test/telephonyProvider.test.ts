import usAreaCodes from '../data/us-area-codes.json';
import { isUsAreaCode, stateOfAreaCode } from '../src/phones/areaCodes';
import { toUsTenDigits } from '../src/phones/phoneNumbers';
import { createHttpTelephonyProvider } from '../src/providers/telephony/httpTelephonyProvider';
import { createSandboxTelephonyProvider, SANDBOX_EXHAUSTED_AREA_CODES, sandboxInventory } from '../src/providers/telephony/sandboxTelephonyProvider';
import { NumberUnavailableError, PortRejectedError, TelephonyProviderError } from '../src/providers/telephony/TelephonyProvider';

const STATES = 'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'.split(' ');

describe('US area codes (data/us-area-codes.json)', () => {
  const codes = usAreaCodes.areaCodes.map((entry) => entry.code);

  test('several hundred unique NANP geographic codes covering every state and DC', () => {
    expect(codes.length).toBeGreaterThan(300);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[2-9](?!11)[0-9]{2}$/);
    expect(new Set(usAreaCodes.areaCodes.map((entry) => entry.state))).toEqual(new Set(STATES));
  });

  test.each([
    ['212', 'NY'],
    ['339', 'MA'],
    ['508', 'MA'],
    ['857', 'MA'],
    ['415', 'CA'],
    ['907', 'AK'],
    ['202', 'DC'],
  ])('%s is in %s', (code, state) => {
    expect(isUsAreaCode(code)).toBe(true);
    expect(stateOfAreaCode(code)).toBe(state);
  });

  test.each(['800', '888', '900', '500', '911', '411', '555', '000', '999', '416', '604'])('%s is not a US geographic code', (code) => {
    expect(isUsAreaCode(code)).toBe(false);
  });
});

describe('toUsTenDigits', () => {
  test.each([
    ['6175550100', '6175550100'],
    ['16175550100', '6175550100'],
    ['617555010', null],
    ['26175550100', null],
    ['1175550100', null],
    ['6171550100', null],
    ['8005550100', null],
    ['617-555-0100', null],
  ])('%s → %s', (input, expected) => {
    expect(toUsTenDigits(input)).toBe(expected);
  });
});

describe('sandbox carrier', () => {
  const carrier = createSandboxTelephonyProvider({ portCompletionDelayMs: 5000 });

  test('offers the same plausible numbers for an area code every time, leaving out excluded ones', async () => {
    const first = await carrier.searchNumbers({ areaCode: '508', limit: 10, exclude: new Set() });
    expect(first).toHaveLength(10);
    expect(await carrier.searchNumbers({ areaCode: '508', limit: 10, exclude: new Set() })).toEqual(first);
    for (const number of sandboxInventory('508')) {
      expect(number).toMatch(/^508[2-9][0-9]{6}$/);
      expect(number.slice(4, 6)).not.toBe('11');
      expect(number.slice(3, 6)).not.toBe('555');
    }
    const without = await carrier.searchNumbers({ areaCode: '508', limit: 10, exclude: new Set([first[0], first[1]]) });
    expect(without).not.toContain(first[0]);
    expect(without).toHaveLength(10);
  });

  test.each([...SANDBOX_EXHAUSTED_AREA_CODES])('%s has no inventory', async (areaCode) => {
    expect(await carrier.searchNumbers({ areaCode, limit: 10, exclude: new Set() })).toEqual([]);
  });

  test('sells only numbers of its inventory; ports complete after the configured delay', async () => {
    await expect(carrier.orderNumber({ phoneNumber: sandboxInventory('339')[0], idempotencyKey: 'k' })).resolves.toBeUndefined();
    await expect(carrier.orderNumber({ phoneNumber: '3392220000', idempotencyKey: 'k' })).rejects.toBeInstanceOf(NumberUnavailableError);
    const { expectedCompletionAt } = await carrier.requestPort({ phoneNumber: '6175550100' });
    expect(expectedCompletionAt.getTime() - Date.now()).toBeGreaterThan(4000);
    expect(await carrier.portStatus('6175550100')).toBe('completed');
  });
});

describe('HTTP carrier client', () => {
  /** A carrier API stand-in: answers by "METHOD path", records each request. */
  function fakeCarrier(answers: Record<string, [number, unknown]>) {
    const requests: { url: string; method: string; headers: Record<string, string>; body: unknown }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      const path = url.replace('https://carrier.test/v1', '');
      requests.push({ url: path, method: init.method ?? 'GET', headers: init.headers as Record<string, string>, body: init.body ? JSON.parse(init.body as string) : undefined });
      const answer = answers[`${init.method ?? 'GET'} ${path.split('?')[0]}`];
      if (!answer) return new Response('not found', { status: 404 });
      return new Response(JSON.stringify(answer[1]), { status: answer[0], headers: { 'content-type': 'application/json' } });
    }) as typeof fetch;
    return { requests, provider: createHttpTelephonyProvider({ baseUrl: 'https://carrier.test/v1/', apiKey: 'secret', fetchImpl }) };
  }

  test('searches with Bearer authentication, keeps 10 digits and leaves out excluded numbers', async () => {
    const { requests, provider } = fakeCarrier({
      'GET /numbers/available': [200, { numbers: [{ phone_number: '+15085550101' }, { phone_number: '5082340102' }, { phone_number: 'junk' }] }],
    });
    expect(await provider.searchNumbers({ areaCode: '508', limit: 5, exclude: new Set(['5082340102']) })).toEqual(['5085550101']);
    expect(requests[0].url).toBe('/numbers/available?area_code=508&limit=6');
    expect(requests[0].headers.authorization).toBe('Bearer secret');
  });

  test('orders with an Idempotency-Key; a refused number is NumberUnavailableError', async () => {
    const ok = fakeCarrier({ 'POST /numbers/orders': [201, { id: 'o1' }] });
    await ok.provider.orderNumber({ phoneNumber: '5085550101', idempotencyKey: 'order-1' });
    expect(ok.requests[0]).toMatchObject({ method: 'POST', body: { phone_number: '5085550101' }, headers: { 'idempotency-key': 'order-1' } });
    const gone = fakeCarrier({ 'POST /numbers/orders': [409, { message: 'Number already sold.' }] });
    await expect(gone.provider.orderNumber({ phoneNumber: '5085550101', idempotencyKey: 'order-2' })).rejects.toThrow(new NumberUnavailableError('Number already sold.'));
  });

  test('ports: the estimate, a refusal with its message, and the status', async () => {
    const { provider } = fakeCarrier({
      'POST /ports': [201, { estimated_completion_at: '2030-01-02T03:04:05.000Z' }],
      'GET /ports/6175550100': [200, { status: 'pending' }],
    });
    expect((await provider.requestPort({ phoneNumber: '6175550100' })).expectedCompletionAt.toISOString()).toBe('2030-01-02T03:04:05.000Z');
    expect(await provider.portStatus('6175550100')).toBe('pending');
    const refused = fakeCarrier({ 'POST /ports': [422, { message: 'This number is not portable.' }] });
    await expect(refused.provider.requestPort({ phoneNumber: '6175550100' })).rejects.toThrow(new PortRejectedError('This number is not portable.'));
  });

  test('a server error, an unreachable carrier or a malformed answer is an outage', async () => {
    const broken = fakeCarrier({ 'GET /numbers/available': [503, {}], 'GET /ports/6175550100': [200, { status: 'weird' }] });
    await expect(broken.provider.searchNumbers({ areaCode: '508', limit: 5, exclude: new Set() })).rejects.toBeInstanceOf(TelephonyProviderError);
    await expect(broken.provider.portStatus('6175550100')).rejects.toBeInstanceOf(TelephonyProviderError);
    const offline = createHttpTelephonyProvider({ baseUrl: 'https://carrier.test', apiKey: 'k', fetchImpl: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
    await expect(offline.searchNumbers({ areaCode: '508', limit: 5, exclude: new Set() })).rejects.toBeInstanceOf(TelephonyProviderError);
  });
});
