import usAreaCodes from '../data/us-area-codes.json';
import { isUsAreaCode, stateOfAreaCode } from '../src/phones/areaCodes';
import { toUsTenDigits } from '../src/phones/phoneNumbers';
import { createHttpTelephonyProvider } from '../src/providers/telephony/httpTelephonyProvider';
import { createSandboxTelephonyProvider, SANDBOX_EXHAUSTED_AREA_CODES, sandboxInventory, sandboxPortVerdict } from '../src/providers/telephony/sandboxTelephonyProvider';
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

  test('sells only numbers of its inventory', async () => {
    await expect(carrier.orderNumber({ phoneNumber: sandboxInventory('339')[0], idempotencyKey: 'k' })).resolves.toBeUndefined();
    await expect(carrier.orderNumber({ phoneNumber: '3392220000', idempotencyKey: 'k' })).rejects.toBeInstanceOf(NumberUnavailableError);
  });

  test('accepts a port, reviews it after a third of the delay and schedules it; it completes at the delay', async () => {
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(1_000_000);
      const { portId, nextCheckAt } = await carrier.requestPort({ phoneNumber: '6175550100', accountNumber: 'A1', pin: '0100', zip: '02110' });
      expect(nextCheckAt.getTime()).toBe(Math.floor(1_000_000 + 5000 / 3));
      const at = async (ms: number) => (now.mockReturnValue(1_000_000 + ms), carrier.portStatus({ phoneNumber: '6175550100', portId }));
      expect((await at(0)).status).toBe('submitted');
      expect((await at(2000)).status).toBe('carrier_review');
      expect(await at(4000)).toEqual({ status: 'scheduled', scheduledFor: new Date(1_005_000).toISOString().slice(0, 10), nextCheckAt: new Date(1_005_000) });
      expect(await at(5000)).toEqual({ status: 'completed' });
    } finally {
      now.mockRestore();
    }
  });

  test.each([
    [{ accountNumber: '0123', pin: '0100', zip: '02110' }, 'account_mismatch'],
    [{ accountNumber: 'A1', pin: '1234', zip: '02110' }, 'pin_mismatch'],
    [{ accountNumber: 'A1', pin: '0100', zip: '00000' }, 'zip_mismatch'],
  ])('accepts wrong details, then rejects them at review: %o is %s', async (details, code) => {
    const now = jest.spyOn(Date, 'now');
    try {
      now.mockReturnValue(2_000_000);
      const { portId } = await carrier.requestPort({ phoneNumber: '6175550100', ...details });
      now.mockReturnValue(2_002_000);
      expect((await carrier.portStatus({ phoneNumber: '6175550100', portId })).status).toBe('carrier_review');
      now.mockReturnValue(2_004_000);
      expect(await carrier.portStatus({ phoneNumber: '6175550100', portId })).toEqual({ status: 'rejected', code });
    } finally {
      now.mockRestore();
    }
  });

  test('the right PIN is the number’s last 4 digits', () => {
    expect(sandboxPortVerdict({ phoneNumber: '6175550100', accountNumber: 'A1', pin: '0100', zip: '02110' })).toBe('ok');
    expect(sandboxPortVerdict({ phoneNumber: '6175550100', accountNumber: 'A1', pin: '5550100', zip: '02110' })).toBe('pin_mismatch');
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

  test('releases a number with DELETE; one no longer on our account counts as released; an outage throws', async () => {
    const ok = fakeCarrier({ 'DELETE /numbers/5085550101': [200, { released: true }] });
    await ok.provider.releaseNumber({ phoneNumber: '5085550101' });
    expect(ok.requests[0]).toMatchObject({ method: 'DELETE', url: '/numbers/5085550101' });
    await expect(fakeCarrier({}).provider.releaseNumber({ phoneNumber: '5085550101' })).resolves.toBeUndefined();
    const down = fakeCarrier({ 'DELETE /numbers/5085550101': [503, { message: 'down' }] });
    await expect(down.provider.releaseNumber({ phoneNumber: '5085550101' })).rejects.toBeInstanceOf(TelephonyProviderError);
  });

  const details = { phoneNumber: '6175550100', accountNumber: 'A12345', pin: '4321', zip: '02110' };

  test('ports: filed with the details, the next look, a refusal with its message', async () => {
    const { provider, requests } = fakeCarrier({ 'POST /ports': [201, { id: 'p-1', next_check_at: '2030-01-02T03:04:05.000Z' }] });
    const filing = await provider.requestPort(details);
    expect({ portId: filing.portId, next: filing.nextCheckAt.toISOString() }).toEqual({ portId: 'p-1', next: '2030-01-02T03:04:05.000Z' });
    expect(requests[0].body).toEqual({ phone_number: '6175550100', account_number: 'A12345', pin: '4321', zip: '02110' });
    const refused = fakeCarrier({ 'POST /ports': [422, { message: 'This number is not portable.' }] });
    await expect(refused.provider.requestPort(details)).rejects.toThrow(new PortRejectedError('This number is not portable.'));
  });

  test.each([
    [{ status: 'pending' }, { status: 'submitted' }],
    [{ status: 'in_review' }, { status: 'carrier_review' }],
    [{ status: 'scheduled', foc_date: '2030-01-05' }, { status: 'scheduled', scheduledFor: '2030-01-05' }],
    [{ status: 'completed' }, { status: 'completed' }],
    [{ status: 'rejected', rejection_code: 'pin_mismatch' }, { status: 'rejected', code: 'pin_mismatch' }],
    [{ status: 'failed', rejection_code: 'something_else' }, { status: 'rejected', code: 'not_portable' }],
  ])('port status %o is read as %o', async (body, expected) => {
    const { provider } = fakeCarrier({ 'GET /ports/p-1': [200, body] });
    expect(await provider.portStatus({ phoneNumber: '6175550100', portId: 'p-1' })).toMatchObject(expected);
  });

  test('caller lookup: the listed name on one line and the spam rating; 404 is nothing known; an error is an outage', async () => {
    const { provider, requests } = fakeCarrier({
      'GET /numbers/6175550111/caller': [200, { caller_name: '  Acme\n Dental ', spam_likely: false }],
      'GET /numbers/4155550136/caller': [200, { caller_name: '', spam_likely: true }],
      'GET /numbers/3035550101/caller': [200, { caller_name: 42, spam_likely: 'yes' }],
      'GET /numbers/3035550102/caller': [500, {}],
    });
    expect(await provider.lookupCaller({ phoneNumber: '6175550111' })).toEqual({ callerName: 'Acme Dental', spamLikely: false });
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/numbers/6175550111/caller', headers: { authorization: 'Bearer secret' } });
    expect(await provider.lookupCaller({ phoneNumber: '4155550136' })).toEqual({ callerName: null, spamLikely: true });
    expect(await provider.lookupCaller({ phoneNumber: '3035550101' })).toEqual({ callerName: null, spamLikely: false });
    expect(await provider.lookupCaller({ phoneNumber: '3035550199' })).toEqual({ callerName: null, spamLikely: false });
    await expect(provider.lookupCaller({ phoneNumber: '3035550102' })).rejects.toBeInstanceOf(TelephonyProviderError);
  });

  test('a server error, an unreachable carrier or a malformed answer is an outage', async () => {
    const broken = fakeCarrier({ 'GET /numbers/available': [503, {}], 'GET /ports/p-1': [200, { status: 'weird' }], 'GET /ports/p-2': [200, { status: 'scheduled' }] });
    await expect(broken.provider.searchNumbers({ areaCode: '508', limit: 5, exclude: new Set() })).rejects.toBeInstanceOf(TelephonyProviderError);
    await expect(broken.provider.portStatus({ phoneNumber: '6175550100', portId: 'p-1' })).rejects.toBeInstanceOf(TelephonyProviderError);
    await expect(broken.provider.portStatus({ phoneNumber: '6175550100', portId: 'p-2' })).rejects.toBeInstanceOf(TelephonyProviderError);
    const offline = createHttpTelephonyProvider({ baseUrl: 'https://carrier.test', apiKey: 'k', fetchImpl: (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch });
    await expect(offline.searchNumbers({ areaCode: '508', limit: 5, exclude: new Set() })).rejects.toBeInstanceOf(TelephonyProviderError);
  });
});
