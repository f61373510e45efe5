import fc from 'fast-check';
import type { PortRequest } from '../../src/contract/api';
import { settlePort } from '../src/phones/portCompletions';
import { toPortRequest } from '../src/phones/portRequestFiling';
import { contextOf, quietLog } from './helpers/billing';
import { mailsTo } from './helpers/outbox';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

// Port requests with the losing carrier's details, their timeline, resubmission and emails.

const DELAY_MS = 3_600_000;
const lines: string[] = [];
const server = setupTestServer({ PORT_COMPLETION_DELAY_MS: String(DELAY_MS), LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });

/** Details no answer, log line or email may contain. */
const WRONG_PIN = '86420975';
const ACCOUNT = 'ACCT7731999';

let counter = 0;
const freshNumber = () => `6178${String((counter += 1)).padStart(6, '0')}`;

const create = (user: SignedInUser, payload: Record<string, unknown>) => server.app.inject({ method: 'POST', url: '/api/portphone/requests', headers: user.headers, payload });
const list = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/portphone/requests', headers: user.headers })).json<PortRequest[]>();
const resubmit = (user: SignedInUser, id: string, payload: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: `/api/portphone/requests/${encodeURIComponent(id)}/resubmit`, headers: user.headers, payload });
const phoneIdOf = async (number: string) => (await server.db.selectFrom('phones').select('id').where('phone_number', '=', number).executeTakeFirstOrThrow()).id;
const phoneStatusOf = async (number: string) => (await server.db.selectFrom('phones').select('status').where('phone_number', '=', number).executeTakeFirstOrThrow()).status;

/** Settles the port as the job would, with the sandbox carrier's clock `ms` after `from`. */
async function settleAt(number: string, from: number, ms: number): Promise<void> {
  const now = jest.spyOn(Date, 'now').mockReturnValue(from + ms);
  try {
    await settlePort(contextOf(server), await phoneIdOf(number), quietLog);
  } finally {
    now.mockRestore();
  }
  await server.app.backgroundTasks.idle();
}

/** The subjects of the port emails to `user`, the number as N and a date as D. */
const subjectsTo = (user: SignedInUser) =>
  mailsTo(server, user.email)
    .filter((mail) => mail.subject.includes('+1 ('))
    .map((mail) => mail.subject.replace(/\+1 \(\d{3}\) \d{3}-\d{4}/, 'N').replace(/\d{2} [A-Z][a-z]{2} \d{4}/, 'D'));

describe('POST /api/portphone/requests', () => {
  test('answers the request without the PIN and with only the last 4 of the account number', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const response = await create(user, { phone_number: `1${number}`, account_number: ACCOUNT, pin: WRONG_PIN, zip: '02110' });
    expect(response.statusCode).toBe(201);
    const body = response.json<PortRequest>();
    expect(body).toMatchObject({ phone_number: number, status: 'submitted', account_number_last4: '1999', zip: '02110', rejection: null, scheduled_for: null });
    expect(body.timeline.map((entry) => entry.status)).toEqual(['submitted']);
    expect(JSON.stringify(body)).not.toContain(WRONG_PIN);
    expect(JSON.stringify(body)).not.toContain(ACCOUNT);
    expect(await phoneStatusOf(number)).toBe('port_pending');
  });

  test.each([
    [{ phone_number: '12345', account_number: 'A1', pin: '1234', zip: '02110' }, 'Please Provide valid phone number.'],
    [{ phone_number: '6175550123', account_number: 'A-1', pin: '1234', zip: '02110' }, 'Please enter the account number from your current carrier: letters and digits, up to 20.'],
    [{ phone_number: '6175550123', account_number: 'A1', pin: '12', zip: '02110' }, 'Please enter the transfer PIN from your current carrier: 4 to 10 digits.'],
    [{ phone_number: '6175550123', account_number: 'A1', pin: '1234', zip: '0211' }, 'Please enter the 5-digit ZIP code of the service address.'],
  ])('%o is refused: %s', async (payload, failure) => {
    const user = await createSignedInUser(server);
    const response = await create(user, payload);
    expect({ status: response.statusCode, body: response.json() }).toEqual({ status: 400, body: { failure } });
  });
});

describe('the tracker', () => {
  test('a wrong PIN is accepted, rejected at review, fixed by resubmitting, then scheduled and completed; one email per change', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const filedAt = Date.now();
    const created = (await create(user, { phone_number: number, account_number: ACCOUNT, pin: WRONG_PIN, zip: '02110' })).json<PortRequest>();

    await settleAt(number, filedAt, DELAY_MS / 2);
    expect((await list(user))[0].status).toBe('carrier_review');
    // Asked again with nothing new: no second entry, no second email.
    await settleAt(number, filedAt, DELAY_MS / 2 + 1);
    await settleAt(number, filedAt, DELAY_MS * 0.9);
    const [rejected] = await list(user);
    expect(rejected).toMatchObject({ id: created.id, status: 'rejected', rejection: { code: 'pin_mismatch', fields: ['pin'] } });
    expect(rejected.rejection?.reason).toMatch(/transfer PIN does not match/);
    expect(await phoneStatusOf(number)).toBe('port_pending');

    const refiledAt = Date.now();
    const again = await resubmit(user, created.id, { pin: number.slice(-4) });
    expect(again.statusCode).toBe(200);
    expect(again.json<PortRequest>()).toMatchObject({ status: 'submitted', rejection: null, account_number_last4: '1999' });
    await settleAt(number, refiledAt, DELAY_MS / 2);
    await settleAt(number, refiledAt, DELAY_MS * 0.9);
    const [scheduled] = await list(user);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.scheduled_for).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await settleAt(number, refiledAt, DELAY_MS + 60_000);
    const [completed] = await list(user);
    expect(completed.status).toBe('completed');
    expect(completed.timeline.map((entry) => entry.status)).toEqual(['submitted', 'carrier_review', 'rejected', 'submitted', 'carrier_review', 'scheduled', 'completed']);
    expect(await phoneStatusOf(number)).toBe('port_completed');
    // The carrier needs the PIN no more.
    expect((await server.db.selectFrom('port_requests').select('pin').where('public_id', '=', created.id).executeTakeFirstOrThrow()).pin).toBeNull();

    expect(subjectsTo(user)).toEqual([
      'We asked your carrier to transfer N',
      'Your carrier is reviewing the transfer of N',
      'The transfer of N needs your attention',
      'We asked your carrier to transfer N',
      'Your carrier is reviewing the transfer of N',
      'The transfer of N is scheduled for D',
      `Your number N is now with ${server.config.brandName}`,
    ]);
    const mails = JSON.stringify(mailsTo(server, user.email));
    expect(mails).not.toContain(WRONG_PIN);
    expect(mails).not.toContain(ACCOUNT);
    expect(lines.join('\n')).not.toContain(WRONG_PIN);
    expect(lines.join('\n')).not.toContain(ACCOUNT);
  });

  test('two instances settling the same change at once record it and email it once', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const filedAt = Date.now();
    await create(user, { phone_number: number, account_number: 'A1', pin: number.slice(-4), zip: '02110' });
    const now = jest.spyOn(Date, 'now').mockReturnValue(filedAt + DELAY_MS / 2);
    try {
      const phoneId = await phoneIdOf(number);
      await Promise.all([settlePort(contextOf(server), phoneId, quietLog), settlePort(contextOf(server), phoneId, quietLog)]);
    } finally {
      now.mockRestore();
    }
    await server.app.backgroundTasks.idle();
    expect((await list(user))[0].timeline.map((entry) => entry.status)).toEqual(['submitted', 'carrier_review']);
    expect(subjectsTo(user).filter((subject) => subject.startsWith('Your carrier is reviewing'))).toHaveLength(1);
  });

  test('lists only the caller’s requests, newest first', async () => {
    const user = await createSignedInUser(server);
    const other = await createSignedInUser(server);
    const first = freshNumber();
    await server.app.inject({ method: 'GET', url: `/api/portphone/${first}`, headers: user.headers });
    await create(other, { phone_number: freshNumber(), account_number: 'A1', pin: '1234', zip: '02110' });
    expect((await list(user)).map((request) => request.phone_number)).toEqual([first]);
    expect(await list(await createSignedInUser(server))).toEqual([]);
  });
});

describe('POST /api/portphone/requests/{id}/resubmit', () => {
  test("another customer's request, an unknown id and a malformed one are 404", async () => {
    const owner = await createSignedInUser(server);
    await server.app.inject({ method: 'GET', url: `/api/portphone/${freshNumber()}`, headers: owner.headers });
    const [request] = await list(owner);
    const stranger = await createSignedInUser(server);
    for (const id of [request.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await resubmit(stranger, id, { account_number: 'A1', pin: '1234', zip: '02110' });
      expect({ id, status: response.statusCode }).toEqual({ id, status: 404 });
    }
    expect((await list(owner))[0].status).toBe('rejected');
  });

  test('a request in progress is 409; a details_missing one needs all three details', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    await server.app.inject({ method: 'GET', url: `/api/portphone/${number}`, headers: user.headers });
    const [request] = await list(user);
    const partial = await resubmit(user, request.id, { pin: '1234' });
    expect({ status: partial.statusCode, body: partial.json() }).toEqual({ status: 400, body: { failure: 'Please enter the account number, transfer PIN and ZIP code.' } });
    expect((await resubmit(user, request.id, { account_number: 'A1', pin: number.slice(-4), zip: '02110' })).statusCode).toBe(200);
    const twice = await resubmit(user, request.id, { pin: number.slice(-4) });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().failure).toMatch(/Only a rejected transfer can be resubmitted/);
  });

  test('a rejection resubmitting cannot fix (not portable) is 409 and has released the number', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const filedAt = Date.now();
    await create(user, { phone_number: number, account_number: 'A1', pin: number.slice(-4), zip: '02110' });
    await server.db.updateTable('port_requests').set({ carrier_port_id: 'unknown-to-the-carrier' }).where('phone_number', '=', number).execute();
    await settleAt(number, filedAt, 1);
    const [request] = await list(user);
    expect(request.rejection).toMatchObject({ code: 'not_portable', fields: [] });
    expect(await phoneStatusOf(number)).toBe('port_failed');
    expect((await resubmit(user, request.id, { pin: '1234' })).statusCode).toBe(409);
  });
});

describe('the wire form (property-based)', () => {
  test('whatever the details, an answer shows the account number as its last 4 only, and never the PIN', () => {
    // Starting with a letter: digits alone could be part of the phone number or a date.
    const alnum = fc.stringMatching(/^[A-Z][A-Za-z0-9]{5,19}$/);
    fc.assert(
      fc.property(alnum, fc.stringMatching(/^[0-9]{6,10}$/), (accountNumber, pin) => {
        const row = {
          id: 1,
          public_id: '00000000-0000-4000-8000-000000000001',
          user_id: 1,
          phone_id: 1,
          phone_number: '6175550100',
          account_number: accountNumber,
          pin,
          zip: '02110',
          status: 'rejected' as const,
          carrier_port_id: 'p',
          scheduled_for: null,
          rejection_code: 'pin_mismatch',
          expires_at: new Date(0),
          expiry_warned_at: null,
          expiry_due_at: null,
          created_at: new Date(0),
          updated_at: new Date(0),
        };
        const answer = toPortRequest(row, []);
        expect(answer.account_number_last4).toBe(accountNumber.slice(-4));
        expect(Object.values(answer)).not.toContain(pin);
        expect(JSON.stringify(answer)).not.toContain(accountNumber);
        expect('pin' in answer).toBe(false);
      }),
    );
  });
});

describe('the confirmation of a filing', () => {
  const confirmation = (number: string) => `We asked your carrier to release (${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}. This usually takes 1–4 days.`;
  const confirmationsTo = async (user: SignedInUser, number: string) => {
    await server.app.backgroundTasks.idle();
    return mailsTo(server, user.email).filter((mail) => mail.text.includes(confirmation(number)));
  };

  test('is emailed exactly once per filing, with the number formatted, also when the details come later from the tracker', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const filedAt = Date.now();
    const created = (await create(user, { phone_number: number, account_number: 'A1', pin: WRONG_PIN, zip: '02110' })).json<PortRequest>();
    expect(await confirmationsTo(user, number)).toHaveLength(1);
    // The carrier's review and rejection move it on: no second confirmation.
    await settleAt(number, filedAt, DELAY_MS / 2);
    await settleAt(number, filedAt, DELAY_MS * 0.9);
    expect((await list(user))[0].status).toBe('rejected');
    expect(await confirmationsTo(user, number)).toHaveLength(1);
    expect((await resubmit(user, created.id, { pin: number.slice(-4) })).statusCode).toBe(200);
    expect(await confirmationsTo(user, number)).toHaveLength(2);
  });

  test("a request filed without details (SPEC's GET) is confirmed once its details are completed from the tracker", async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    expect((await server.app.inject({ method: 'GET', url: `/api/portphone/${number}`, headers: user.headers })).statusCode).toBe(200);
    expect(await confirmationsTo(user, number)).toHaveLength(0);
    const [waiting] = await list(user);
    expect((await resubmit(user, waiting.id, { account_number: 'A1', pin: number.slice(-4), zip: '02110' })).statusCode).toBe(200);
    expect(await confirmationsTo(user, number)).toHaveLength(1);
  });
});

describe('the expected day on the wire', () => {
  const DAY = 24 * 60 * 60_000;
  const isoDayIn = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: server.config.displayTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));

  test('is 4 days after the filing while the carrier works, the scheduled day once known, and null when it has ended or needs the customer', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    const filedAt = Date.now();
    const created = (await create(user, { phone_number: number, account_number: 'A1', pin: number.slice(-4), zip: '02110' })).json<PortRequest>();
    expect([isoDayIn(filedAt + 4 * DAY), isoDayIn(Date.now() + 4 * DAY)]).toContain(created.expected_by);
    expect((await list(user))[0].expected_by).toBe(created.expected_by);

    await settleAt(number, filedAt, DELAY_MS / 2);
    await settleAt(number, filedAt, DELAY_MS * 0.9);
    const [scheduled] = await list(user);
    expect(scheduled.status).toBe('scheduled');
    expect(scheduled.expected_by).toBe(scheduled.scheduled_for);

    await settleAt(number, filedAt, DELAY_MS + 60_000);
    expect((await list(user))[0]).toMatchObject({ status: 'completed', expected_by: null });
  });

  test('a rejected request has none', async () => {
    const user = await createSignedInUser(server);
    const number = freshNumber();
    expect((await server.app.inject({ method: 'GET', url: `/api/portphone/${number}`, headers: user.headers })).statusCode).toBe(200);
    expect((await list(user))[0]).toMatchObject({ status: 'rejected', expected_by: null });
  });
});
