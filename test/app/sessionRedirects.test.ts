import { guestRouteRedirect, unknownPathRedirect } from '../../src/app/guards/sessionRedirects';

describe('guestRouteRedirect (/register, /forgot-password)', () => {
  it.each([
    ['a visitor stays', null, null],
    ['a signed-in user goes to the dashboard', 'tok', '/dashboard/account'],
  ])('%s', (_rule, token, expected) => {
    expect(guestRouteRedirect({ token })).toBe(expected);
  });
});

describe('unknownPathRedirect', () => {
  it.each([
    ['a visitor goes to /login', null, '/login'],
    ['a signed-in user goes to the dashboard', 'tok', '/dashboard/account'],
  ])('%s', (_rule, token, expected) => {
    expect(unknownPathRedirect({ token })).toBe(expected);
  });
});
