import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createSubscribedUser } from './helpers/billing';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import type { SignedInUser } from './helpers/users';

/** Two instances on one database: every count is the database's, so alternating between them gains nothing. */
const { server, other } = twoServersOnOneDatabase({
  RATE_LIMIT_NUMBER_PURCHASE_PER_ACCOUNT: '3',
  RATE_LIMIT_NUMBER_PURCHASE_PER_IP: '5',
  RATE_LIMIT_NUMBER_SEARCH_PER_ACCOUNT: '3',
  RATE_LIMIT_NUMBER_SEARCH_PER_IP: '5',
});

const apps = () => [server.app, other.app];
/** A number the sandbox carrier does not have: each purchase is a refused probe. */
const PROBE = '5082220000';

const buy = (app: FastifyInstance, user: SignedInUser, remoteAddress: string) =>
  app.inject({ method: 'POST', url: `/api/phones/webpurchase/${PROBE}`, headers: user.headers, payload: { phone_name: 'Probe' }, remoteAddress });

/** The four number look-ups, which share one budget. */
const lookUps: ((app: FastifyInstance, user: SignedInUser, remoteAddress: string) => Promise<LightMyRequestResponse>)[] = [
  (app, user, remoteAddress) => app.inject({ method: 'GET', url: '/api/websearchphonesavailable/212', headers: user.headers, remoteAddress }),
  (app, user, remoteAddress) => app.inject({ method: 'GET', url: '/api/portphone/999', headers: user.headers, remoteAddress }),
  (app, user, remoteAddress) =>
    app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, remoteAddress, payload: { phone_number: '999', account_number: 'A1', pin: '1234', zip: '02110' } }),
  (app, user, remoteAddress) =>
    app.inject({ method: 'POST', url: '/api/portphone/requests/00000000-0000-0000-0000-000000000000/resubmit', headers: user.headers, remoteAddress, payload: { pin: '1234' } }),
];

function expectTooMany(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.json<{ failure: string }>().failure).toMatch(/^Too many attempts\. Please try again in /);
}

let addressCounter = 0;
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;

describe('number purchases', () => {
  test('per account: the 4th probe of one account is refused, from any address and either instance', async () => {
    const user = await createSubscribedUser(server);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await buy(apps()[attempt % 2], user, freshAddress())).statusCode).toBe(409);
    expectTooMany(await buy(other.app, user, freshAddress()));
    expectTooMany(await buy(server.app, user, freshAddress()));
  }, 60_000);

  test('per source: the 6th probe from one address is refused, whatever the account, on either instance', async () => {
    const address = '192.0.2.71';
    const users = [await createSubscribedUser(server), await createSubscribedUser(server), await createSubscribedUser(server)];
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) statuses.push((await buy(apps()[attempt % 2], users[attempt % 2], address)).statusCode);
    expect(statuses).toEqual([409, 409, 409, 409, 409]);
    expectTooMany(await buy(other.app, users[2], address));
    // Another address is not affected.
    expect((await buy(server.app, users[2], freshAddress())).statusCode).toBe(409);
  }, 60_000);
});

describe('number look-ups (search, port checks and port requests)', () => {
  test('per account: three look-ups of any kind, then every kind is refused, on either instance', async () => {
    const user = await createSubscribedUser(server);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await lookUps[attempt](apps()[attempt % 2], user, freshAddress())).statusCode).not.toBe(429);
    for (const [index, lookUp] of lookUps.entries()) expectTooMany(await lookUp(apps()[index % 2], user, freshAddress()));
  }, 60_000);

  test('per source: five look-ups from one address across accounts, then every kind is refused', async () => {
    const address = '192.0.2.72';
    const users = [await createSubscribedUser(server), await createSubscribedUser(server), await createSubscribedUser(server)];
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await lookUps[attempt % 2](apps()[attempt % 2], users[attempt % 2], address)).statusCode).not.toBe(429);
    for (const [index, lookUp] of lookUps.entries()) expectTooMany(await lookUp(apps()[index % 2], users[2], address));
  }, 60_000);
});
