import type { BlockedNumber } from '../../src/contract/api';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const server = setupTestServer();

function post(customer: SignedInUser, url: string, payload: unknown) {
  return server.app.inject({ method: 'POST', url, headers: customer.headers, payload: payload as object });
}

const numbers = (...phoneNumbers: string[]): BlockedNumber[] => phoneNumbers.map((phone_number) => ({ phone_number }));

async function blocked(customer: SignedInUser): Promise<string[]> {
  const response = await server.app.inject({ method: 'GET', url: '/api/webgetblockednumber', headers: customer.headers });
  expect(response.statusCode).toBe(200);
  return response.json<BlockedNumber[]>().map((item) => item.phone_number);
}

describe('blocked numbers', () => {
  it('starts empty', async () => {
    expect(await blocked(await createSignedInUser(server))).toEqual([]);
  });

  it('blocks US numbers in any usual spelling, stored as ten digits, in the order blocked', async () => {
    const customer = await createSignedInUser(server);
    const response = await post(customer, '/api/websaveblocknumber', numbers('6175550111', '+18575550123', '1 (508) 555-0187', '339.555.0164'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Contact has been blocked' });
    expect(await blocked(customer)).toEqual(['6175550111', '8575550123', '5085550187', '3395550164']);
  });

  it('treats an already blocked number (or one listed twice) as no error', async () => {
    const customer = await createSignedInUser(server);
    await post(customer, '/api/websaveblocknumber', numbers('6175550111'));
    const again = await post(customer, '/api/websaveblocknumber', numbers('+16175550111', '6175550111', '8575550123'));
    expect(again.statusCode).toBe(200);
    expect(await blocked(customer)).toEqual(['6175550111', '8575550123']);
  });

  it('unblocks numbers; one that is not blocked is ignored', async () => {
    const customer = await createSignedInUser(server);
    await post(customer, '/api/websaveblocknumber', numbers('6175550111', '8575550123', '5085550187'));
    const response = await post(customer, '/api/webunblocknumber', numbers('+16175550111', '5085550187', '2125550199'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Number has been unblocked' });
    expect(await blocked(customer)).toEqual(['8575550123']);
  });

  it.each([
    ['too few digits', '617555011'],
    ['too many digits', '617555011122'],
    ['a non-US country code', '+446175550111'],
    ['letters', '617555O111'],
    ['a leading 2', '26175550111'],
    ['SQL', "6175550111'; drop table users; --"],
    ['empty', ''],
  ])('refuses %s with 400 and blocks nothing of the list', async (_label, phoneNumber) => {
    const customer = await createSignedInUser(server);
    for (const url of ['/api/websaveblocknumber', '/api/webunblocknumber']) {
      const response = await post(customer, url, numbers('8575550123', phoneNumber));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toHaveProperty('failure');
    }
    expect(await blocked(customer)).toEqual([]);
  });

  it.each([
    ['an empty list', []],
    ['an object instead of a list', { phone_number: '6175550111' }],
    ['a list of strings', ['6175550111']],
    ['a number as a number', [{ phone_number: 6175550111 }]],
    ['a missing phone_number', [{ number: '6175550111' }]],
    ['more than 100 numbers', Array.from({ length: 101 }, (_, i) => ({ phone_number: `617555${String(i).padStart(4, '0')}` }))],
  ])('refuses %s with 400', async (_label, payload) => {
    const customer = await createSignedInUser(server);
    expect((await post(customer, '/api/websaveblocknumber', payload)).statusCode).toBe(400);
    expect((await post(customer, '/api/webunblocknumber', payload)).statusCode).toBe(400);
  });

  it('needs a token for every route', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/webgetblockednumber' })).statusCode).toBe(401);
    for (const url of ['/api/websaveblocknumber', '/api/webunblocknumber']) {
      expect((await server.app.inject({ method: 'POST', url, payload: numbers('6175550111') })).statusCode).toBe(401);
    }
  });

  it("keeps each customer's list apart", async () => {
    const alice = await createSignedInUser(server);
    const bob = await createSignedInUser(server);
    await post(alice, '/api/websaveblocknumber', numbers('6175550111', '8575550123'));
    expect(await blocked(bob)).toEqual([]);
    await post(bob, '/api/webunblocknumber', numbers('6175550111'));
    await post(bob, '/api/websaveblocknumber', numbers('5085550187'));
    expect(await blocked(alice)).toEqual(['6175550111', '8575550123']);
    expect(await blocked(bob)).toEqual(['5085550187']);
  });
});
