import type { FastifyInstance } from 'fastify';
import { twoServersOnOneDatabase } from './helpers/twoServers';
import { createUser, signupPayload, uniqueEmail } from './helpers/users';

/** Two instances on one database, as behind a load balancer: every count is the database's, not a process's. */
const { server, other } = twoServersOnOneDatabase({
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '10',
  RATE_LIMIT_SIGN_IN_PER_IP: '100',
  RATE_LIMIT_SIGN_UP_PER_ACCOUNT: '2',
});

const ATTACKER = '192.0.2.66';

function signIn(app: FastifyInstance, email: string, password: string, cookie?: string) {
  return app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: email, password }, remoteAddress: ATTACKER, headers: cookie ? { cookie } : {} });
}

test('11 wrong passwords alternating between the instances give 429, and then neither takes the right one', async () => {
  const user = await createUser(server);
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    statuses.push((await signIn(attempt % 2 === 0 ? server.app : other.app, user.email, 'wrong password')).statusCode);
  }
  expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  expect((await signIn(server.app, user.email, user.password)).statusCode).toBe(429);
  expect((await signIn(other.app, user.email, user.password)).statusCode).toBe(429);
});

test('a device cookie set by one instance is honoured by the other (one generated key for all)', async () => {
  const user = await createUser(server);
  const first = await signIn(server.app, user.email, user.password);
  const cookie = String(first.headers['set-cookie']).split(';')[0];
  for (let attempt = 0; attempt < 10; attempt += 1) await signIn(other.app, user.email, 'wrong password');
  expect((await signIn(other.app, user.email, user.password)).statusCode).toBe(429);
  expect((await signIn(other.app, user.email, user.password, cookie)).statusCode).toBe(200);
});

test('fixed windows are shared too: sign-ups for one email across the instances', async () => {
  const email = uniqueEmail('shared');
  const statuses: number[] = [];
  for (const app of [server.app, other.app, server.app]) {
    statuses.push((await app.inject({ method: 'POST', url: '/api/user/newsignup', payload: signupPayload({ email, recaptcha_token: 'wrong' }), remoteAddress: ATTACKER })).statusCode);
  }
  expect(statuses).toEqual([400, 400, 429]);
});
