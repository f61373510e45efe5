import { loadConfig } from '../src/config';
import { insertPurchasedPhone } from '../src/db/queries/phones';
import { accountDeletedEmail } from '../src/emails/securityEmails';
import { createSocialUser, sandboxIdToken } from './helpers/accountChanges';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { authHeader, createSignedInUser, createUser, type TestUser } from './helpers/users';

// The account's address hears of its deletion and of every sign-in from a browser it does not know.
const server = setupTestServer({ LOCATION_HEADERS: 'cf-ipcity,cf-ipcountry', SUPPORT_EMAIL: 'help@support.test' });

const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
// The product's one style on the display clock, naming the zone (a mail is read anywhere).
const MAIL_TIME = /\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \([A-Za-z_/]+\)/;

async function mailsWithSubject(to: string, subject: RegExp) {
  await server.app.backgroundTasks.idle();
  return mailsTo(server, to).filter((mail) => subject.test(mail.subject));
}
const newDeviceMails = (to: string) => mailsWithSubject(to, /^New sign-in to your SLYNUMBER account$/);

/** Signs in with a password from a browser: its User-Agent, cookies and whatever else it sends. */
async function signInFrom(user: TestUser, headers: Record<string, string> = {}) {
  const response = await server.app.inject({ method: 'POST', url: '/api/user/websignin/', headers, payload: { username: user.email, password: user.password } });
  expect(response.statusCode).toBe(200);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  return { token: response.json<{ user_token: string }>().user_token, deviceCookie: setCookie.split(';')[0] };
}

describe('account deleted', () => {
  test('is told to its address once the deletion has committed: when, what became of the number, whom to write to; nothing secret', async () => {
    const user = await createSignedInUser(server);
    await insertPurchasedPhone(server.db, user.userId, '5085551234');
    const response = await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers });
    expect(response.statusCode).toBe(200);

    const [mail] = await mailsWithSubject(user.email, /was deleted/);
    expect(mail.subject).toBe('Your SLYNUMBER account was deleted');
    expect(mail.text).toMatch(new RegExp(`^Your account was deleted on ${MAIL_TIME.source}`));
    expect(mail.text).toMatch(/Your number \+1 \(508\) 555-1234 is held for you until \d{2} [A-Z][a-z]{2} \d{4}: sign up again with this address before then to get it back\./);
    expect(mail.text).toContain('write to us at help@support.test');
    expect(mail.text).not.toContain(user.token);
    expect(mail.text).not.toContain(user.password);
    expect(mail.links).toEqual([]);
  });

  test('a deletion refused (no recent proof) tells nobody', async () => {
    const user = await createSignedInUser(server);
    await server.db.updateTable('sessions').set({ reauthenticated_at: null }).where('user_id', '=', user.userId).execute();
    const response = await server.app.inject({ method: 'GET', url: '/api/user/webdelete', headers: user.headers });
    expect(response.statusCode).toBe(403);
    expect(await mailsWithSubject(user.email, /was deleted/)).toEqual([]);
  });

  test('names the end of the hold when the number is held for its owner, in the product\'s date style on the display clock', () => {
    const mail = accountDeletedEmail(loadConfig({ DISPLAY_TIME_ZONE: 'America/New_York' }), {
      to: 'a@example.com',
      deletedAt: new Date('2026-11-28T02:49:00Z'),
      phoneNumbers: ['5085551234'],
      numbersHeldUntil: new Date('2027-02-26T02:49:00Z'),
    });
    expect(mail.text).toContain('on 27 Nov 2026, 21:49 (America/New_York)');
    expect(mail.text).toContain('Your number +1 (508) 555-1234 is held for you until 25 Feb 2027');
  });
});

describe('new device signed in', () => {
  test("an account's first sign-in tells nothing", async () => {
    const user = await createUser(server);
    await signInFrom(user, { 'user-agent': CHROME_ON_WINDOWS });
    expect(await newDeviceMails(user.email)).toEqual([]);
  });

  test('a browser without the device cookie is told of: device, place, time, the devices list and the way out; nothing secret', async () => {
    const user = await createUser(server);
    await signInFrom(user);
    const { token } = await signInFrom(user, { 'user-agent': CHROME_ON_WINDOWS, 'cf-ipcity': 'Paris', 'cf-ipcountry': 'FR' });
    const [mail] = await newDeviceMails(user.email);
    expect(mail.text).toContain('Device: Chrome on Windows\nPlace: Paris, FR (approximate)\nTime: ');
    expect(mail.text).toMatch(new RegExp(`Time: ${MAIL_TIME.source}`));
    expect(mail.text).toContain('http://app.test/app/dashboard/account');
    expect(mail.text).toContain('If this was not you, change your password:\nhttp://app.test/app/forgot-password');
    expect(mail.links).toEqual(['http://app.test/app/dashboard/account', 'http://app.test/app/forgot-password']);
    for (const secret of [token, user.password]) expect(JSON.stringify(mail)).not.toContain(secret);
  });

  test('a browser holding the account\'s device cookie is not told of; a cookie of another account does not count', async () => {
    const user = await createUser(server);
    const { deviceCookie } = await signInFrom(user);
    expect(deviceCookie).toMatch(/^known_device=/);
    await signInFrom(user, { cookie: deviceCookie, 'user-agent': FIREFOX_ON_LINUX });
    expect(await newDeviceMails(user.email)).toEqual([]);

    const other = await createUser(server);
    await signInFrom(other);
    const otherCookie = (await signInFrom(other, { cookie: deviceCookie })).deviceCookie;
    expect(await newDeviceMails(other.email)).toHaveLength(1);
    // A forged cookie naming the account is no known device either.
    const forged = `known_device=${user.userId}.${'A'.repeat(22)}.${'B'.repeat(43)}`;
    await signInFrom(user, { cookie: forged });
    expect(await newDeviceMails(user.email)).toHaveLength(1);
    expect(otherCookie).toMatch(/^known_device=/);
  });

  test('the place is left out when unknown, and anything but a place name is never mailed', async () => {
    const user = await createUser(server);
    await signInFrom(user);
    await signInFrom(user, { 'user-agent': FIREFOX_ON_LINUX });
    await signInFrom(user, { 'cf-ipcity': 'Visit https://evil.test/login', 'cf-ipcountry': '<b>US</b>' });
    const [first, second] = await newDeviceMails(user.email);
    expect(first.text).toContain('Device: Firefox on Linux\nTime: ');
    expect(first.text).not.toContain('Place:');
    expect(second.text).toContain('Device: Unknown device\nTime: ');
    expect(second.text).not.toContain('evil.test');
    expect(second.text).not.toContain('<b>');
  });

  test('a place name in UTF-8, as a proxy writes it, reads right', async () => {
    const user = await createUser(server);
    await signInFrom(user);
    await signInFrom(user, { 'cf-ipcity': Buffer.from('São Paulo', 'utf8').toString('latin1'), 'cf-ipcountry': 'BR' });
    const [mail] = await newDeviceMails(user.email);
    expect(mail.text).toContain('Place: São Paulo, BR (approximate)');
  });

  test('Google sign-in: creating the account tells nothing, a later sign-in from a new browser does', async () => {
    const user = await createSocialUser(server, 'google');
    expect(await newDeviceMails(user.email)).toEqual([]);
    const idToken = await sandboxIdToken(server, 'google', user.email);
    const again = await server.app.inject({ method: 'POST', url: `/api/webgoogleverifyidtoken/${idToken}`, headers: { 'user-agent': CHROME_ON_WINDOWS } });
    expect(again.statusCode).toBe(200);
    const [mail] = await newDeviceMails(user.email);
    expect(mail.text).toContain('Device: Chrome on Windows');
    expect(JSON.stringify(mail)).not.toContain(idToken);
    expect((await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: authHeader(again.json().user_token) })).statusCode).toBe(200);
  });

  test('LOCATION_HEADERS takes header names only', () => {
    expect(loadConfig({}).locationHeaders).toEqual([]);
    expect(loadConfig({ LOCATION_HEADERS: 'CF-IPCity, cf-ipcountry' }).locationHeaders).toEqual(['cf-ipcity', 'cf-ipcountry']);
    expect(() => loadConfig({ LOCATION_HEADERS: 'x city' })).toThrow('LOCATION_HEADERS must list header names');
  });
});
