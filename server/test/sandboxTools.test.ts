import { randomBytes } from 'node:crypto';
import type { CallLogItem, ChatMessage, EsimUsage, PortRequest } from '../../src/contract/api';
import { escapeHtml } from '../src/pages/htmlPage';
import { MAILBOX_NOTICE } from '../src/pages/sandboxMailboxPage';
import { BAD_PARTY, NO_NUMBER, SIMULATED_PICTURE } from '../src/sandbox/networkSimulator';
import { NO_ESIM } from '../src/sandbox/simulatedEsimUsage';
import { NO_PENDING_PORT } from '../src/sandbox/simulatedPortDecision';
import { askForTicket, EventReader, listenOnLoopback, type StreamEvent } from './helpers/eventStream';
import { lastMailTo, linkIn, mailsTo } from './helpers/outbox';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { giveNumber } from './helpers/telephony';
import { SERVER_START_TIMEOUT_MS, setupTestServer, startTestServer, stopTestServer } from './helpers/testServer';
import { createSignedInUser, createUser, type SignedInUser } from './helpers/users';

/** The sandbox's tools: the mailbox page and the network simulator (sandbox mode only). */
const DELAY_MS = 3_600_000;
const server = setupTestServer({ PORT_COMPLETION_DELAY_MS: String(DELAY_MS) });
let origin: string;
const readers: EventReader[] = [];

beforeAll(async () => {
  origin = await listenOnLoopback(server);
});
afterEach(() => {
  for (const reader of readers.splice(0)) reader.close();
});

const mailbox = () => server.app.inject({ method: 'GET', url: '/api/sandbox/mailbox' });
const simulate = (user: { headers: Record<string, string> } | null, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/api/sandbox/simulate', headers: user?.headers ?? {}, payload });

async function customer(): Promise<SignedInUser & { phoneNumber: string }> {
  const user = await createSignedInUser(server);
  return { ...user, phoneNumber: await giveNumber(server, user.userId) };
}

async function openStream(user: SignedInUser): Promise<EventReader> {
  const reader = await EventReader.open(origin, await askForTicket(server, user.headers));
  readers.push(reader);
  expect(await reader.next()).toEqual({ event: 'ready', data: {} });
  return reader;
}

const callLog = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: user.headers })).json<CallLogItem[]>();
const chatMessages = async (user: SignedInUser) =>
  (await server.app.inject({ method: 'GET', url: '/api/webgetallchatmessages', headers: user.headers })).json<{ third_party_number: string; messages: ChatMessage[] }[]>();

describe('GET /api/sandbox/mailbox', () => {
  test('shows every email the server sent, newest first, with its links clickable and intact', async () => {
    const first = await createUser(server, { verified: false });
    const second = await createUser(server, { verified: false });
    const verification = await lastMailTo(server, first.email);
    const response = await mailbox();

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).not.toContain('<script');
    expect(response.body).toContain(MAILBOX_NOTICE);
    expect(response.body.indexOf(escapeHtml(second.email))).toBeLessThan(response.body.indexOf(escapeHtml(first.email)));
    expect(response.body).toContain(escapeHtml(verification.subject));
    const link = linkIn(server, verification, '/api/account/verify-email');
    const href = `href="${escapeHtml(`${server.config.publicUrl}${link}`)}"`;
    expect(response.body).toContain(href);

    // Followed from the page, the link verifies the account.
    const followed = await server.app.inject({ method: 'GET', url: link });
    expect(followed.statusCode).toBe(302);
    const user = await server.db.selectFrom('users').select('email_verified_at').where('email', '=', first.email).executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();
  });

  test('reads the outbox every instance shares (the database), not this machine’s folder', async () => {
    const recipient = `elsewhere-${randomBytes(3).toString('hex')}@example.com`;
    // As another instance's mailer would have stored it: a row, and no file here.
    await server.db
      .insertInto('sandbox_outbox')
      .values({ recipient, subject: 'Sent by another instance', message: JSON.stringify({ to: recipient, subject: 'Sent by another instance', text: 'Open http://app.test/app/login.', links: [], sentAt: new Date().toISOString() }) })
      .execute();
    expect(mailsTo(server, recipient)).toEqual([]);
    const body = (await mailbox()).body;
    expect(body).toContain(escapeHtml(recipient));
    // The sentence's full stop is not part of the address.
    expect(body).toContain('<a class="pn-link" href="http://app.test/app/login">http://app.test/app/login</a>.');
  });
});

describe('POST /api/sandbox/simulate: calls and texts', () => {
  test('an answered call lands in the call log and on the live stream', async () => {
    const user = await customer();
    const stream = await openStream(user);
    const response = await simulate(user, { event: 'incoming_call', duration: 42, from: '(617) 555-0199' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, summary: expect.stringContaining('An answered call from (617) 555-0199') });
    const event: StreamEvent = await stream.next();
    expect(event).toMatchObject({ event: 'call', data: { call_from: '6175550199', call_to: user.phoneNumber, hangup_cause: 'SUCCESS', duration: 42 } });
    expect(await callLog(user)).toEqual([expect.objectContaining({ call_from: '6175550199', hangup_cause: 'SUCCESS', duration: 42 })]);
  });

  test('a missed call lands as not answered', async () => {
    const user = await customer();
    const stream = await openStream(user);
    expect((await simulate(user, { event: 'missed_call' })).statusCode).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'call', data: { hangup_cause: 'NO_ANSWER', duration: 0, call_to: user.phoneNumber } });
    expect(await callLog(user)).toEqual([expect.objectContaining({ hangup_cause: 'NO_ANSWER' })]);
  });

  test('a text lands in the chats and on the live stream', async () => {
    const user = await customer();
    const stream = await openStream(user);
    expect((await simulate(user, { event: 'text', text: 'Are we still on for lunch?' })).statusCode).toBe(200);
    expect(await stream.next()).toMatchObject({ event: 'message', data: { third_party_number: '6175550123', message: { text: 'Are we still on for lunch?', direction: 'inbound', media_url: null } } });
    expect(await chatMessages(user)).toEqual([expect.objectContaining({ third_party_number: '6175550123', messages: [expect.objectContaining({ text: 'Are we still on for lunch?' })] })]);
  });

  test('a text with a picture carries a seed picture the server serves', async () => {
    const user = await customer();
    const stream = await openStream(user);
    expect((await simulate(user, { event: 'picture_text' })).statusCode).toBe(200);
    const event = await stream.next();
    expect(event).toMatchObject({ event: 'message', data: { message: { media_type: 'image/jpeg', media_url: `${server.config.publicUrl}/api/media/${SIMULATED_PICTURE}` } } });
    const picture = await server.app.inject({ method: 'GET', url: `/api/media/${SIMULATED_PICTURE}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
  });

  test("acts on the caller's own number only: another customer's stream and log stay empty", async () => {
    const victim = await customer();
    const victimStream = await openStream(victim);
    const caller = await customer();
    // A number in the body is no way to aim elsewhere: unknown fields are dropped.
    expect((await simulate(caller, { event: 'missed_call', phone_number: victim.phoneNumber, number: victim.phoneNumber })).statusCode).toBe(200);
    expect(await callLog(caller)).toHaveLength(1);
    expect(await callLog(victim)).toEqual([]);
    expect(await chatMessages(victim)).toEqual([]);
    // The victim's stream has nothing: the next thing it would tell is the caller's own next event, which never comes to it.
    expect(victimStream.events).toEqual([{ event: 'ready', data: {} }]);
  });

  test('needs a session, a number of the caller, and a US number as the other party', async () => {
    expect((await simulate(null, { event: 'text' })).statusCode).toBe(401);
    const numberless = await createSignedInUser(server);
    expect((await simulate(numberless, { event: 'text' })).json()).toEqual({ failure: NO_NUMBER });
    const user = await customer();
    const refused = await simulate(user, { event: 'text', from: 'not a number' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: { failure: BAD_PARTY } });
    expect((await simulate(user, { event: 'fax' })).statusCode).toBe(400);
  });
});

describe('POST /api/sandbox/simulate: transfers and eSIM usage', () => {
  const filePort = async (user: SignedInUser, number: string) => {
    const response = await server.app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, payload: { phone_number: number, account_number: 'ACCT1', pin: number.slice(-4), zip: '02110' } });
    expect(response.statusCode).toBe(201);
  };
  const portRequests = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/portphone/requests', headers: user.headers })).json<PortRequest[]>();
  const phoneStatus = async (number: string) => (await server.db.selectFrom('phones').select('status').where('phone_number', '=', number).orderBy('id', 'desc').executeTakeFirstOrThrow()).status;
  let counter = 0;
  const freshNumber = () => `6179${String(process.pid % 100).padStart(2, '0')}${String((counter += 1)).padStart(4, '0')}`;

  test('the carrier completes the pending transfer: the tracker records it, the number is the customer’s, and they are emailed', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    await filePort(user, number);
    const response = await simulate(user, { event: 'port_completed' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ summary: string }>().summary).toContain('completed');
    const [request] = await portRequests(user);
    expect(request.status).toBe('completed');
    expect(request.timeline.map((entry) => entry.status)).toEqual(['submitted', 'completed']);
    expect(await phoneStatus(number)).toBe('port_completed');
    await server.app.backgroundTasks.idle();
    expect(mailsTo(server, user.email).map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/is now with/)]));
  });

  test('the carrier rejects it with a reason the customer can fix', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    await filePort(user, number);
    const response = await simulate(user, { event: 'port_rejected', reason: 'zip_mismatch' });
    expect(response.statusCode).toBe(200);
    const [request] = await portRequests(user);
    expect(request).toMatchObject({ status: 'rejected', rejection: { code: 'zip_mismatch' } });
    expect(response.json<{ summary: string }>().summary).toContain(request.rejection?.reason);
    expect(await phoneStatus(number)).toBe('port_pending');
  });

  test('without a pending transfer there is nothing to decide', async () => {
    const user = await customer();
    expect((await simulate(user, { event: 'port_completed' })).json()).toEqual({ failure: NO_PENDING_PORT });
  });

  test("data used today lands in the eSIM's usage as its page reads it", async () => {
    const user = await createSignedInUser(server);
    expect((await simulate(user, { event: 'esim_usage', megabytes: 5 })).json()).toEqual({ failure: NO_ESIM });
    const plan = await server.db.selectFrom('esim_plans').select('id').executeTakeFirstOrThrow();
    await server.db
      .insertInto('esims')
      .values({ user_id: user.userId, esim_plan_id: plan.id, payment_id: null, provider_esim_id: `sandbox-esim-test-${randomBytes(4).toString('hex')}`, iccid: '8901990000000000000', imei: null, text_qr_code: 'LPA:1$x$y', status: 'active' })
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    const read = async () =>
      (await server.app.inject({ method: 'GET', url: `/api/esim/usage?startDate=${today}&endDate=${today}`, headers: user.headers })).json<EsimUsage>().dataUsage[0]?.totalVolume ?? 0;
    const before = await read();
    expect((await simulate(user, { event: 'esim_usage', megabytes: 250 })).statusCode).toBe(200);
    expect(await read()).toBeCloseTo(before + 250, 2);
    // Stored by the report, as the page's own read stores today's figure.
    const stored = await server.db.selectFrom('esim_usage as u').innerJoin('esims as e', 'e.id', 'u.esim_id').select(['u.downlink_mb', 'u.uplink_mb']).where('e.user_id', '=', user.userId).where('u.usage_date', '=', today).executeTakeFirstOrThrow();
    expect(stored.downlink_mb + stored.uplink_mb).toBeCloseTo(before + 250, 2);
  });
});

describe('outside sandbox mode', () => {
  test('neither the mailbox nor the simulator exists (404), nor is either documented', async () => {
    const real = await startTestServer(REAL_MODE_CREDENTIALS);
    try {
      for (const request of [
        { method: 'GET' as const, url: '/api/sandbox/mailbox' },
        { method: 'POST' as const, url: '/api/sandbox/simulate', payload: { event: 'missed_call' } },
      ]) {
        const response = await real.app.inject(request);
        expect({ url: request.url, status: response.statusCode }).toEqual({ url: request.url, status: 404 });
      }
      const paths = Object.keys((await real.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: object }>().paths);
      expect(paths.filter((path) => path.startsWith('/api/sandbox'))).toEqual([]);
      // The same server in sandbox mode documents both (tag sandbox).
      const sandboxPaths = (await server.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, Record<string, { tags: string[] }>> }>().paths;
      expect(sandboxPaths['/api/sandbox/mailbox'].get.tags).toEqual(['sandbox']);
      expect(sandboxPaths['/api/sandbox/simulate'].post.tags).toEqual(['sandbox']);
    } finally {
      await stopTestServer(real);
    }
  }, SERVER_START_TIMEOUT_MS);
});
