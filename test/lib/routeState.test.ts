import { noticeFrom, verifyEmailStateFrom } from '../../src/lib/routeState';

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
