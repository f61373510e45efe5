import { loginReturnFrom, noticeFrom, verifyEmailStateFrom } from '../../src/lib/routeState';

describe('navigation state readers', () => {
  it.each([
    ['a well-formed notice', { notice: { severity: 'error', message: 'Link expired' } }, { severity: 'error', message: 'Link expired' }],
    ['no state', null, null],
    ['an unknown severity', { notice: { severity: 'fatal', message: 'x' } }, null],
    ['a message that is not text', { notice: { severity: 'info', message: 42 } }, null],
  ])('noticeFrom: %s', (_case, state, expected) => {
    expect(noticeFrom(state)).toEqual(expected);
  });

  it.each([
    ['the email alone (from the guard)', { email: 'a@example.com' }, { email: 'a@example.com', password: undefined }],
    ['email and password (from register)', { email: 'a@example.com', password: 'pw' }, { email: 'a@example.com', password: 'pw' }],
    ['no email', { password: 'pw' }, null],
    ['no state', undefined, null],
  ])('verifyEmailStateFrom: %s', (_case, state, expected) => {
    expect(verifyEmailStateFrom(state)).toEqual(expected);
  });
});

describe('loginReturnFrom: where to go on after signing in', () => {
  it.each([
    ['a guarded page', '/dashboard/calls', '/dashboard/calls'],
    ['with its query', '/pricing-page?phone_number=6175550123', '/pricing-page?phone_number=6175550123'],
    ['another site (protocol-relative)', '//evil.example/x', null],
    ['a backslash trick', '/\\evil.example', null],
    ['a scheme', 'https://evil.example/', null],
    ['javascript:', 'javascript:alert(1)', null],
    ['whitespace', '/dashboard/calls\n', null],
    ['the login page itself', '/login', null],
    ['the home page (login)', '/', null],
    ['register', '/register?email=a%40b.c', null],
    ['far too long', `/dashboard/calls?${'x'.repeat(3000)}`, null],
  ])('%s', (_case, from, expected) => {
    expect(loginReturnFrom({ from })).toBe(expected);
  });

  it('nothing without a from', () => {
    expect(loginReturnFrom(null)).toBeNull();
    expect(loginReturnFrom({ from: 42 })).toBeNull();
  });
});
