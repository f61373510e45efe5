import type { FastifyInstance } from 'fastify';
import { sourceGroupOf } from '../src/http/sourceAddress';
import { setupTestServer } from './helpers/testServer';
import { signupPayload, uniqueEmail } from './helpers/users';

describe('sourceGroupOf: what a per-source counter counts', () => {
  test.each([
    ['198.51.100.7', '198.51.100.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2::ffff', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['::ffff:c633:6407', '198.51.100.7'],
    ['2001:db8:1:2::/64', '2001:db8:1:2::/64'],
  ])('%s counts as %s', (address, group) => {
    expect(sourceGroupOf(address)).toBe(group);
  });

  test('different /64s stay apart', () => {
    expect(sourceGroupOf('2001:db8:1:2::1')).not.toBe(sourceGroupOf('2001:db8:1:3::1'));
  });
});

/** Sign-ups: 2 per window per source; wrong passwords: 3 per source over every account. */
const server = setupTestServer({ RATE_LIMIT_SIGN_UP_PER_IP: '2', RATE_LIMIT_SIGN_IN_PER_IP: '3', RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '100' });

function signUpFrom(app: FastifyInstance, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/user/newsignup', payload: signupPayload({ email: uniqueEmail('v6'), recaptcha_token: 'wrong' }), remoteAddress });
}

describe('per-source counters group IPv6 by /64', () => {
  test('two addresses of one /64 share a counter; another /64 has its own', async () => {
    expect((await signUpFrom(server.app, '2001:db8:aa:1::1')).statusCode).toBe(400);
    expect((await signUpFrom(server.app, '2001:db8:aa:1:ffff:1:2:3')).statusCode).toBe(400);
    expect((await signUpFrom(server.app, '2001:db8:aa:1::9')).statusCode).toBe(429);
    expect((await signUpFrom(server.app, '2001:db8:aa:2::1')).statusCode).toBe(400);
  });

  test('an IPv4-mapped IPv6 address counts as its IPv4 address', async () => {
    expect((await signUpFrom(server.app, '192.0.2.150')).statusCode).toBe(400);
    expect((await signUpFrom(server.app, '::ffff:192.0.2.150')).statusCode).toBe(400);
    expect((await signUpFrom(server.app, '192.0.2.150')).statusCode).toBe(429);
  });

  test('wrong passwords from one /64 are one source (the sign-in lock per address)', async () => {
    const guess = (remoteAddress: string) =>
      server.app.inject({ method: 'POST', url: '/api/user/websignin/', payload: { username: uniqueEmail('spray'), password: 'Winter2026!' }, remoteAddress });
    const statuses: number[] = [];
    for (let host = 1; host <= 4; host += 1) statuses.push((await guess(`2001:db8:bb:1::${host}`)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
    expect((await guess('2001:db8:bb:2::1')).statusCode).toBe(400);
  });
});
