import { strFromU8, unzipSync } from 'fflate';
import type { DataExportStatus } from '../../src/contract/api';
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, NO_PASSWORD_YET } from '../src/auth/confirmAccountOwner';
import { buildPendingExports, EXPORT_MAX_ATTEMPTS } from '../src/dataExport/dataExports';
import { NO_EXPORT_READY } from '../src/routes/dataExport';
import { DEMO_PASSWORD } from '../src/seed/seedDemoAccount';
import { contextOf, quietLog } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { privateMarkersOf } from './helpers/userData';
import { createAttacker, seedVictim, type Victim } from './helpers/victim';
import { authHeader, createSignedInUser, signIn, type SignedInUser } from './helpers/users';

const DAY = 24 * 60 * 60_000;
/** The server's clock: the real one moved by what a test adds (proofs and one-a-day are timed by it). */
let clockOffset = 0;
const now = () => Date.now() + clockOffset;

// The export job runs when a request wakes it, and at start; a test may also run a pass itself.
const server = setupTestServer({ JOB_POLL_INTERVAL_MS: String(DAY) }, { clock: now });
// Signs up several customers and builds ZIPs: seconds on a busy machine.
jest.setTimeout(60_000);

const FILES = ['calls.json', 'charges.json', 'devices.json', 'esims.json', 'messages.json', 'numbers.json', 'port_requests.json', 'profile.json', 'subscriptions.json', 'voicemails.json'];

const ask = (headers: { authorization: string }, payload: object) => server.app.inject({ method: 'POST', url: '/api/account/export', headers, payload });
const status = async (headers: { authorization: string }) => (await server.app.inject({ method: 'GET', url: '/api/account/export', headers })).json<DataExportStatus>();
const download = (headers: { authorization: string }) => server.app.inject({ method: 'GET', url: '/api/account/export/download', headers });
/** Waits for the pass the request woke, then runs one more at the server's time (a no-op when that one built it). */
async function built(): Promise<void> {
  await server.app.backgroundTasks.idle();
  await buildPendingExports(contextOf(server), quietLog, new Date(now()));
  await server.app.backgroundTasks.idle();
}

function filesOf(zip: Buffer): Record<string, unknown> {
  const entries = unzipSync(new Uint8Array(zip));
  return Object.fromEntries(Object.entries(entries).map(([name, bytes]) => [name, JSON.parse(strFromU8(bytes)) as unknown]));
}

let victim: Victim;
let owner: { email: string; headers: { authorization: string }; token: string };
let other: SignedInUser;
let zipText: string;
let files: Record<string, unknown>;

beforeAll(async () => {
  victim = await seedVictim(server);
  const { email } = await server.db.selectFrom('users').select('email').where('id', '=', victim.userId).executeTakeFirstOrThrow();
  const token = await signIn(server, email, DEMO_PASSWORD);
  owner = { email, token, headers: authHeader(token) };
  // Another customer with data of their own, which must not be in the victim's export.
  other = await createSignedInUser(server);
  await server.db.insertInto('blocked_numbers').values({ user_id: other.userId, phone_number: '6175550199' }).execute();
});

afterEach(() => {
  clockOffset = 0;
});

describe("an owner's copy of their data", () => {
  test('needs the owner proof: none is a 400, a wrong password a 403, and neither records a request', async () => {
    expect((await ask(owner.headers, {})).json()).toEqual({ failure: CURRENT_PASSWORD_REQUIRED });
    const wrong = await ask(owner.headers, { current_password: 'not the password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toEqual({ failure: CURRENT_PASSWORD_WRONG });
    expect((await status(owner.headers)).state).toBe('none');
  });

  test('is prepared in the background, announced once by mail, and downloadable as a ZIP of every file', async () => {
    const asked = await ask(owner.headers, { current_password: DEMO_PASSWORD });
    expect(asked.statusCode).toBe(202);
    expect(asked.json<DataExportStatus>()).toMatchObject({ state: 'preparing', ready_at: null });
    await built();
    // A second pass finds nothing to build and mails nothing.
    expect(await buildPendingExports(contextOf(server), quietLog, new Date(now()))).toMatchObject({ built: 0 });

    const ready = await status(owner.headers);
    expect(ready.state).toBe('ready');
    expect(new Date(ready.expires_at ?? '').getTime() - new Date(ready.ready_at ?? '').getTime()).toBe(DAY);

    const response = await download(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(ready.size_bytes).toBe(response.rawPayload.byteLength);
    files = filesOf(response.rawPayload);
    zipText = Object.values(unzipSync(new Uint8Array(response.rawPayload))).map((bytes) => strFromU8(bytes)).join('\n');
    expect(Object.keys(files).sort()).toEqual(FILES);

    const mails = mailsTo(server, owner.email).filter((mail) => /data is ready/.test(mail.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0].links).toEqual([`${server.config.publicUrl}/app/dashboard/account`]);
    expect(await server.db.selectFrom('mail_outbox').select('id').where('idempotency_key', 'like', 'data-export-ready:%').execute()).toHaveLength(1);
  });

  test('holds every kind of record the account has', async () => {
    const { db } = server;
    const userId = victim.userId;
    const count = async (table: 'calls' | 'phones' | 'subscriptions' | 'payments' | 'sessions' | 'port_requests' | 'esims' | 'wallet_entries' | 'voicemails') =>
      (await db.selectFrom(table).select('id').where('user_id', '=', userId).execute()).length;
    const messages = await db.selectFrom('messages').innerJoin('chats', 'chats.id', 'messages.chat_id').select('messages.id').where('chats.user_id', '=', userId).execute();
    expect(files['profile.json']).toMatchObject({ email: owner.email, sign_in_methods: ['password', 'passkey'] });
    const passkeys = await db.selectFrom('passkeys').select(['credential_id', 'device_label']).where('user_id', '=', userId).execute();
    expect((files['profile.json'] as { passkeys: unknown[] }).passkeys).toEqual(passkeys.map((row) => expect.objectContaining({ label: row.device_label, credential_id: row.credential_id })));
    expect((files['calls.json'] as unknown[]).length).toBe(await count('calls'));
    expect((files['calls.json'] as unknown[]).length).toBeGreaterThan(0);
    expect((files['messages.json'] as unknown[]).length).toBe(messages.length);
    expect((files['numbers.json'] as unknown[]).length).toBe(await count('phones'));
    expect((files['subscriptions.json'] as unknown[]).length).toBe(await count('subscriptions'));
    expect((files['charges.json'] as { payments: unknown[] }).payments.length).toBe(await count('payments'));
    expect((files['charges.json'] as { credits: unknown[] }).credits.length).toBe(await count('wallet_entries'));
    expect((files['devices.json'] as unknown[]).length).toBe(await count('sessions'));
    expect((files['port_requests.json'] as unknown[]).length).toBe(await count('port_requests'));
    expect((files['esims.json'] as unknown[]).length).toBe(await count('esims'));
    const voicemails = files['voicemails.json'] as { audio_url: string; transcript: string | null }[];
    expect(voicemails.length).toBe(await count('voicemails'));
    expect(voicemails.length).toBeGreaterThan(0);
    // The audio as our player's address, never the carrier's recording URL (fetched with our key).
    for (const voicemail of voicemails) expect(voicemail.audio_url).toMatch(new RegExp(`^${server.config.publicUrl}/api/voicemails/\\d+/audio$`));
    for (const { recording_url } of await db.selectFrom('voicemails').select('recording_url').where('user_id', '=', userId).execute()) expect(zipText).not.toContain(recording_url);
    // Media as links, never the bytes.
    const pictures = (files['messages.json'] as { media_url: string | null }[]).filter((message) => message.media_url);
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture.media_url).toMatch(/^https?:\/\//);
    // Every private marker of the owner's (numbers, receipts, sessions, port ids) is in it.
    for (const marker of (await privateMarkersOf(server, userId)).filter((value) => value !== 'VICTIMACCT9931')) expect(zipText).toContain(marker);
  });

  test('holds nothing of another customer and no secret', async () => {
    for (const marker of await privateMarkersOf(server, other.userId)) expect(zipText).not.toContain(marker);
    const { db } = server;
    const user = await db.selectFrom('users').select(['password_hash', 'payment_method_token', 'payment_customer_id']).where('id', '=', victim.userId).executeTakeFirstOrThrow();
    const sessions = await db.selectFrom('sessions').select('token_hash').where('user_id', '=', victim.userId).execute();
    const esims = await db.selectFrom('esims').select('text_qr_code').where('user_id', '=', victim.userId).execute();
    const ports = await db.selectFrom('port_requests').select(['account_number', 'pin', 'zip']).where('user_id', '=', victim.userId).execute();
    const secrets = [
      user.password_hash,
      user.payment_method_token,
      user.payment_customer_id,
      owner.token,
      ...sessions.map((session) => session.token_hash),
      ...esims.map((esim) => esim.text_qr_code),
      ...ports.flatMap((row) => [row.account_number]),
    ].filter((secret): secret is string => Boolean(secret));
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(zipText).not.toContain(secret);
    for (const field of ['password_hash', 'token_hash', 'pin', 'account_number', 'text_qr_code', 'payment_method_token']) expect(zipText).not.toContain(`"${field}"`);
  });

  test('once a day: a second request says when the next is possible; after the day it is gone, and a new one may be asked', async () => {
    const again = await ask(owner.headers, { current_password: DEMO_PASSWORD });
    expect(again.statusCode).toBe(429);
    expect(again.json<{ failure: string }>().failure).toMatch(/^You can ask for a copy of your data once a day\. You can ask again from \d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} \(.+\)\.$/);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(DAY / 1000 - 600);
    expect((await status(owner.headers)).next_request_at).not.toBeNull();

    clockOffset = DAY + 60_000;
    expect(await status(owner.headers)).toEqual({ state: 'none', requested_at: null, ready_at: null, expires_at: null, size_bytes: null, next_request_at: null });
    expect((await download(owner.headers)).json()).toEqual({ failure: NO_EXPORT_READY });
    expect(await buildPendingExports(contextOf(server), quietLog, new Date(now()))).toMatchObject({ pruned: 1 });
    expect(await server.db.selectFrom('data_exports').select('id').where('user_id', '=', victim.userId).execute()).toEqual([]);
    // Asked again a day later: accepted (and left pending: the next test file's business).
    expect((await ask(owner.headers, { current_password: DEMO_PASSWORD })).statusCode).toBe(202);
    await server.app.backgroundTasks.idle();
  });

  test("another customer gets only their own: none to download, and the owner's file is not reachable", async () => {
    const attacker = await createAttacker(server);
    expect((await status(attacker.headers)).state).toBe('none');
    expect((await download(attacker.headers)).statusCode).toBe(404);
    expect((await download(other.headers)).statusCode).toBe(404);
  });

  test('an account without a password proves itself with a provider sign-in, not a password', async () => {
    const attacker = await createAttacker(server);
    expect((await ask(attacker.headers, { current_password: 'anything' })).json()).toEqual({ failure: NO_PASSWORD_YET });
  });

  test('a file that cannot be built is tried again after each lease, then given up: the customer is told and may ask again at once', async () => {
    const user = await createSignedInUser(server);
    await server.db.insertInto('data_exports').values({ user_id: user.userId, requested_at: new Date(now()) }).execute();
    const failing = () => Promise.reject(new Error('the database went away'));
    const leaseMs = contextOf(server).config.jobLeaseMs;
    for (let attempt = 1; attempt <= EXPORT_MAX_ATTEMPTS; attempt += 1) {
      expect((await status(user.headers)).state).toBe('preparing');
      expect(await buildPendingExports(contextOf(server), quietLog, new Date(now()), failing)).toMatchObject({ built: 0 });
      // Claimed until its lease ends: not tried again before.
      expect(await buildPendingExports(contextOf(server), quietLog, new Date(now()), failing)).toMatchObject({ built: 0 });
      clockOffset += leaseMs + 1000;
    }
    const failed = await status(user.headers);
    expect(failed).toEqual({ state: 'failed', requested_at: expect.any(String), ready_at: null, expires_at: null, size_bytes: null, next_request_at: null });
    const [row] = await server.db.selectFrom('data_exports').select(['attempts', 'claimed_until']).where('user_id', '=', user.userId).execute();
    expect(row).toEqual({ attempts: EXPORT_MAX_ATTEMPTS, claimed_until: null });
    // Not tried again; a new request is accepted at once (the failed one does not count as the day's).
    await buildPendingExports(contextOf(server), quietLog, new Date(now()), failing);
    expect((await server.db.selectFrom('data_exports').select('attempts').where('user_id', '=', user.userId).executeTakeFirstOrThrow()).attempts).toBe(EXPORT_MAX_ATTEMPTS);
    expect((await ask(user.headers, { current_password: user.password })).statusCode).toBe(202);
    await built();
    expect((await status(user.headers)).state).toBe('ready');
    // The failed request's row goes a day later, as a ready file does.
    clockOffset += DAY + 60_000;
    await buildPendingExports(contextOf(server), quietLog, new Date(now()));
    expect(await server.db.selectFrom('data_exports').select('id').where('user_id', '=', user.userId).execute()).toEqual([]);
  });

  test('two passes at once (two instances) build a request once and mail it once', async () => {
    const user = await createSignedInUser(server);
    // Recorded straight away, so that only the two passes below can build it.
    const { id } = await server.db.insertInto('data_exports').values({ user_id: user.userId, requested_at: new Date(now()) }).returning('id').executeTakeFirstOrThrow();
    const passes = await Promise.all([0, 1].map(() => buildPendingExports(contextOf(server), quietLog, new Date(now()))));
    expect(passes.reduce((sum, pass) => sum + pass.built, 0)).toBe(1);
    expect(await server.db.selectFrom('mail_outbox').select('id').where('idempotency_key', '=', `data-export-ready:${id}`).execute()).toHaveLength(1);
  });
});
