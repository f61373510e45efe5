import type { PortRequest } from '../../src/contract/api';
import { migrations } from '../src/db/migrations';
import { formatExpiryDay } from '../src/emails/phoneEmails';
import { settlePort } from '../src/phones/portCompletions';
import { expireUnfixedPorts, waitingExpiry } from '../src/phones/portExpiry';
import { contextOf, quietLog } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer, type TestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

// A port request waiting for the customer's details or fix is cancelled after
// PORT_UNFIXED_EXPIRY_DAYS (7) without one, the customer told 2 days before and when it happens;
// the number is released. The job is run directly with the time it runs at: no waiting.

const DAY = 24 * 60 * 60_000;
const DELAY_MS = 3_600_000;
const server = setupTestServer({ PORT_COMPLETION_DELAY_MS: String(DELAY_MS) });

let counter = 0;
const freshNumber = () => `6176${String((counter += 1)).padStart(6, '0')}`;

const specPort = (user: SignedInUser, number: string) => server.app.inject({ method: 'GET', url: `/api/portphone/${number}`, headers: user.headers });
const create = (user: SignedInUser, number: string, pin: string) =>
  server.app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, payload: { phone_number: number, account_number: 'A1', pin, zip: '02110' } });
const resubmit = (user: SignedInUser, id: string, payload: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: `/api/portphone/requests/${id}/resubmit`, headers: user.headers, payload });
const list = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/portphone/requests', headers: user.headers })).json<PortRequest[]>();
const webphonesOf = async (on: TestServer, user: SignedInUser) => (await on.app.inject({ method: 'GET', url: '/api/webphones', headers: user.headers })).json<unknown>();
const webphones = (user: SignedInUser) => webphonesOf(server, user);
/** The port emails to `user` (the number's emails only), once every background send is done. */
async function portMailsTo(user: SignedInUser) {
  await server.app.backgroundTasks.idle();
  return mailsTo(server, user.email).filter((mail) => mail.subject.includes('+1 ('));
}
/** Runs the expiry job as `instances` instances at once would, at `at`. */
async function runExpiryAt(at: number, instances = 1): Promise<number> {
  const counts = await Promise.all(Array.from({ length: instances }, () => expireUnfixedPorts(contextOf(server), quietLog, new Date(at))));
  return counts.reduce((sum, count) => sum + count, 0);
}

describe('a request waiting for details', () => {
  test('is cancelled 7 days on, warned 2 days before, each once across two instances; the number is released', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const asked = Date.now();
    expect((await specPort(user, number)).statusCode).toBe(200);
    const [waiting] = await list(user);
    const expiresAt = new Date(waiting.expires_at ?? 0).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(asked + 7 * DAY);
    expect(expiresAt).toBeLessThan(Date.now() + 7 * DAY + 1000);
    const mailsBefore = (await portMailsTo(user)).length;

    // Nothing before the warning's time.
    expect(await runExpiryAt(expiresAt - 2 * DAY - 1000, 2)).toBe(0);
    expect(await portMailsTo(user)).toHaveLength(mailsBefore);

    // 5 days on: the warning, once.
    await runExpiryAt(expiresAt - 2 * DAY, 2);
    await runExpiryAt(expiresAt - DAY, 2);
    const warnings = (await portMailsTo(user)).slice(mailsBefore);
    expect(warnings).toHaveLength(1);
    const tracker = `${server.config.publicUrl}/app/dashboard/porting`;
    expect(warnings[0].text).toContain(`will be cancelled on ${formatExpiryDay(new Date(expiresAt), server.config)} unless you add the details: ${tracker}`);
    expect(warnings[0].links).toEqual([tracker]);
    expect((await list(user))[0]).toMatchObject({ status: 'rejected', rejection: { code: 'details_missing' } });

    // 7 days on: cancelled, once.
    expect(await runExpiryAt(expiresAt, 2)).toBe(1);
    expect(await runExpiryAt(expiresAt + DAY, 2)).toBe(0);
    const [expired] = await list(user);
    expect(expired).toMatchObject({ status: 'rejected', expires_at: null, rejection: { code: 'expired', fields: [] } });
    expect(expired.rejection?.reason).toMatch(/cancelled/);
    const mails = (await portMailsTo(user)).slice(mailsBefore);
    expect(mails.map((mail) => mail.subject.replace(/\+1 \(\d{3}\) \d{3}-\d{4}/, 'N'))).toEqual([
      `The transfer of N will be cancelled on ${formatExpiryDay(new Date(expiresAt), server.config)}`,
      'The transfer of N was cancelled',
    ]);

    // It is the customer's number in the making no more: they may ask for another one.
    expect(await webphones(user)).toEqual([]);
    expect((await resubmit(user, expired.id, { account_number: 'A1', pin: number.slice(-4), zip: '02110' })).statusCode).toBe(409);
    expect((await specPort(user, freshNumber())).statusCode).toBe(200);
  });

  test('fixed in time, it is neither warned about nor cancelled', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    expect((await specPort(user, number)).statusCode).toBe(200);
    const [waiting] = await list(user);
    const expiresAt = new Date(waiting.expires_at ?? 0).getTime();
    const mailsBefore = (await portMailsTo(user)).length;
    const fixed = await resubmit(user, waiting.id, { account_number: 'A1', pin: number.slice(-4), zip: '02110' });
    expect(fixed.json<PortRequest>()).toMatchObject({ status: 'submitted', expires_at: null });

    // (Other tests' requests may be cancelled by these runs: this one's state and mails tell.)
    await runExpiryAt(expiresAt - DAY);
    await runExpiryAt(expiresAt + DAY);
    expect((await list(user))[0]).toMatchObject({ status: 'submitted', rejection: null });
    expect((await portMailsTo(user)).slice(mailsBefore).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^We asked your carrier/)]);
  });
});

describe('a request rejected at review for details the customer can fix', () => {
  test('keeps its number for 7 days, then is cancelled and releases it to the next customer', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const filedAt = Date.now();
    expect((await create(user, number, '0000')).statusCode).toBe(201);
    const phone = await server.db.selectFrom('phones').select(['id', 'status']).where('phone_number', '=', number).executeTakeFirstOrThrow();
    // The sandbox carrier rejects the wrong PIN at review, two thirds of its delay in.
    const clock = jest.spyOn(Date, 'now').mockReturnValue(filedAt + DELAY_MS);
    try {
      await settlePort(contextOf(server), phone.id, quietLog);
    } finally {
      clock.mockRestore();
    }
    const [rejected] = await list(user);
    expect(rejected).toMatchObject({ status: 'rejected', rejection: { code: 'pin_mismatch' } });
    const expiresAt = new Date(rejected.expires_at ?? 0).getTime();
    expect(expiresAt).toBeGreaterThan(Date.now() + 7 * DAY - 60_000);

    const other = await createSignedInUser(server);
    // Still claimed while the owner may fix it.
    expect((await create(other, number, number.slice(-4))).statusCode).toBe(400);
    await runExpiryAt(expiresAt);
    expect((await server.db.selectFrom('phones').select('status').where('id', '=', phone.id).executeTakeFirstOrThrow()).status).toBe('port_failed');
    expect((await list(user))[0]).toMatchObject({ rejection: { code: 'expired' } });
    expect(await webphones(user)).toEqual([]);
    // The PIN the carrier no longer needs is forgotten.
    expect((await server.db.selectFrom('port_requests').select('pin').where('phone_number', '=', number).where('user_id', '=', user.userId).executeTakeFirstOrThrow()).pin).toBeNull();
    expect((await create(other, number, number.slice(-4))).statusCode).toBe(201);
  });
});

describe('PORT_UNFIXED_EXPIRY_DAYS', () => {
  test('sets the wait; the warning is 2 days before, or at once for a wait of 2 days or less', () => {
    const now = new Date('2026-12-01T10:00:00Z');
    expect(waitingExpiry({ portUnfixedExpiryDays: 7 }, now)).toEqual({ expiresAt: new Date('2026-12-08T10:00:00Z'), dueAt: new Date('2026-12-06T10:00:00Z') });
    expect(waitingExpiry({ portUnfixedExpiryDays: 1 }, now)).toEqual({ expiresAt: new Date('2026-12-02T10:00:00Z'), dueAt: now });
  });
});

describe('the port job', () => {
  // PORT_UNFIXED_EXPIRY_DAYS=0: a waiting request is due at once, so the job every instance polls
  // (JOB_POLL_INTERVAL_MS) cancels it without being called here.
  const polling = setupTestServer({ PORT_UNFIXED_EXPIRY_DAYS: '0', JOB_POLL_INTERVAL_MS: '100' });

  test('cancels waiting requests on its own, each instance polling', async () => {
    const user = await createSignedInUser(polling);
    const asked = await polling.app.inject({ method: 'GET', url: `/api/portphone/${freshNumber()}`, headers: user.headers });
    expect(asked.statusCode).toBe(200);
    const codeOf = async () => (await polling.db.selectFrom('port_requests').select('rejection_code').where('user_id', '=', user.userId).executeTakeFirstOrThrow()).rejection_code;
    // Bounded by many poll intervals, not by how long the machine takes.
    for (let waited = 0; waited < 10_000 && (await codeOf()) !== 'expired'; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await codeOf()).toBe('expired');
  }, 20_000);
});

describe('the migration', () => {
  const migrated = setupTestServer();

  test('gives requests already waiting 7 days from then, and drops the claims of those without details', async () => {
    const user = await createSignedInUser(migrated);
    const other = await createSignedInUser(migrated);
    const migration = migrations['0920_port_request_expiry'];
    await migration.down?.(migrated.db);
    const claim = async (userId: number, phoneNumber: string) =>
      (await migrated.db.insertInto('phones').values({ user_id: userId, phone_number: phoneNumber, status: 'port_pending', origin: 'ported' }).returning('id').executeTakeFirstOrThrow()).id;
    const request = async (userId: number, phoneNumber: string, phoneId: number, status: 'rejected' | 'submitted', code: string | null) =>
      migrated.db
        .insertInto('port_requests')
        .values({ user_id: userId, phone_id: phoneId, phone_number: phoneNumber, account_number: null, pin: null, zip: null, status, rejection_code: code })
        .execute();
    // As before: a details-less request and a rejected detail each claimed their number.
    await request(user.userId, '6177000001', await claim(user.userId, '6177000001'), 'rejected', 'details_missing');
    await request(other.userId, '6177000002', await claim(other.userId, '6177000002'), 'rejected', 'pin_mismatch');
    await request(other.userId, '6177000003', await claim(other.userId, '6177000003'), 'submitted', null);
    const migratedAt = Date.now();
    await migration.up(migrated.db);

    const rows = await migrated.db.selectFrom('port_requests').select(['phone_number', 'phone_id', 'expires_at', 'expiry_due_at']).orderBy('phone_number').execute();
    const days = (at: Date | null) => (at === null ? null : Math.round((new Date(at).getTime() - migratedAt) / DAY));
    expect(rows.map((row) => ({ number: row.phone_number, claimed: row.phone_id !== null, expiresIn: days(row.expires_at), dueIn: days(row.expiry_due_at) }))).toEqual([
      { number: '6177000001', claimed: false, expiresIn: 7, dueIn: 5 },
      { number: '6177000002', claimed: true, expiresIn: 7, dueIn: 5 },
      { number: '6177000003', claimed: true, expiresIn: null, dueIn: null },
    ]);
    // The details-less one is still its owner's number in the making.
    expect(await webphonesOf(migrated, user)).toEqual([{ phone_number: '6177000001', status: 'port_pending' }]);
  });
});
