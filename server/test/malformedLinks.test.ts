import { setupTestServer } from './helpers/testServer';

const server = setupTestServer();

/** Every GET target of a link the product emails, and the button its page offers. */
const links = [
  { path: '/api/account/verify-email', action: { href: '/app/login', label: 'Sign in to get a new link' } },
  { path: '/api/account/reset-password', action: { href: '/app/forgot-password', label: 'Ask for a new link' } },
  { path: '/api/account/confirm-email-change', action: { href: '/app/dashboard/account', label: 'Ask for the change again' } },
  { path: '/api/account/undo-email-change', action: { href: '/app/forgot-password', label: 'Reset your password' } },
];

// An issued token is 43 URL-safe characters (32 random bytes).
const wellFormed = 'A'.repeat(43);
const damaged = [
  ['no token parameter', ''],
  ['an empty token', '?token='],
  ['a truncated token', `?token=${wellFormed.slice(0, 20)}`],
  ['a token with a character lost', `?token=${wellFormed.slice(1)}`],
  ['junk', '?token=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
  ['an overlong token', `?token=${'A'.repeat(300)}`],
  ['the token twice', `?token=${wellFormed}&token=${wellFormed}`],
  ['a mail program’s trailing punctuation', `?token=${wellFormed}%3E`],
] as const;

describe.each(links)('$path: a truncated or malformed link', ({ path, action }) => {
  test.each(damaged)('%s: the product’s HTML page (400) saying what happened and how to get a new link, never JSON', async (_case, query) => {
    const response = await server.app.inject({ method: 'GET', url: `${path}${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toContain('<!doctype html>');
    expect(response.body).toContain('This link is incomplete');
    expect(response.body).toContain('Nothing was changed.');
    expect(response.body).toContain(`<a class="pn-link" href="${action.href}">${action.label}</a>`);
    expect(() => JSON.parse(response.body) as unknown).toThrow();
  });

  test('a well-formed link that is not (or no longer) valid still says it expired, on the product’s page', async () => {
    const response = await server.app.inject({ method: 'GET', url: `${path}?token=${wellFormed}` });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('Link expired');
    expect(response.body).not.toContain('This link is incomplete');
  });
});
