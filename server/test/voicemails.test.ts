import type { LiveEventPayloads, VoicemailHeardResponse, VoicemailPage } from '../../src/contract/api';
import { saveCallerLookup } from '../src/db/queries/callerLookups';
import { sandboxRecordingUrl } from '../src/providers/telephony/sandboxTelephonyProvider';
import { RECORDING_GONE, UNKNOWN_CURSOR, VOICEMAIL_NOT_FOUND } from '../src/routes/voicemails';
import { readClipAudio, VOICEMAIL_CLIPS } from '../src/voicemail/voicemailClips';
import { parseWav } from '../src/voicemail/wavAudio';
import { askForTicket, EventReader, listenOnLoopback } from './helpers/eventStream';
import { callEvent, giveNumber, sendTelephonyEvent, TEST_WEBHOOK_SECRET, voicemailEvent } from './helpers/telephony';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

/** The voicemail inbox: the webhook's voicemails, their pages, their audio (with ranges), heard, live. */
const server = setupTestServer({ TELEPHONY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET });
const [clip] = VOICEMAIL_CLIPS;
const clipAudio = readClipAudio(clip)!;

async function customer(): Promise<SignedInUser & { phoneNumber: string }> {
  const user = await createSignedInUser(server);
  return { ...user, phoneNumber: await giveNumber(server, user.userId) };
}

async function inbox(user: SignedInUser, query = ''): Promise<VoicemailPage> {
  const response = await server.app.inject({ method: 'GET', url: `/api/voicemails${query}`, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response.json<VoicemailPage>();
}

function audio(user: SignedInUser, id: number, range?: string) {
  return server.app.inject({ method: 'GET', url: `/api/voicemails/${id}/audio`, headers: { ...user.headers, ...(range === undefined ? {} : { range }) } });
}

describe('voicemails from the telephony webhook', () => {
  test('are stored once per event id and listed with their caller, transcript and length', async () => {
    const user = await customer();
    const event = voicemailEvent(user.phoneNumber);
    expect((await sendTelephonyEvent(server, event)).json()).toEqual({ success: true, result: 'stored' });
    expect((await sendTelephonyEvent(server, event)).json()).toEqual({ success: true, result: 'duplicate' });
    const page = await inbox(user);
    expect(page).toEqual({
      voicemails: [
        {
          id: expect.any(Number),
          from_number: '6175550111',
          caller_name: 'Bright Smile Dental',
          received_at: '2025-03-01T14:05:30.000Z',
          duration: 8,
          transcript: clip.transcript,
          heard: false,
          call_id: null,
          spam_likely: false,
        },
      ],
      next_before: null,
      unheard_count: 1,
    });
  });

  test("name the caller by the carrier's caller name, else its caller lookup's, and mark the callers it rates likely spam", async () => {
    const user = await customer();
    // Looked up just now, so the webhook asks the carrier nothing more about these callers.
    for (const [phoneNumber, callerName, spamLikely] of [
      ['6175550144', 'Warranty Dept', true],
      ['6175550155', 'Looked-up name', false],
    ] as const) {
      await saveCallerLookup(server.db, { phoneNumber, callerName, spamLikely, lookedUpAt: new Date() });
    }
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber, { call_from: '+16175550144', caller_name: undefined, timestamp: '2025-03-01T14:03:00.000Z' }));
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber, { call_from: '+16175550155', caller_name: 'Dr Office', timestamp: '2025-03-01T14:02:00.000Z' }));
    const callers = (await inbox(user)).voicemails.map(({ from_number, caller_name, spam_likely }) => ({ from_number, caller_name, spam_likely }));
    expect(callers).toEqual([
      { from_number: '6175550144', caller_name: 'Warranty Dept', spam_likely: true },
      { from_number: '6175550155', caller_name: 'Dr Office', spam_likely: false },
    ]);
  });

  test('need a recording URL, a caller, a time and a length', async () => {
    const user = await customer();
    const { recording_url: _omitted, ...withoutRecording } = voicemailEvent(user.phoneNumber);
    expect((await sendTelephonyEvent(server, withoutRecording)).statusCode).toBe(400);
    expect((await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber, { recording_url: 'file:///etc/passwd' }))).statusCode).toBe(400);
    expect((await inbox(user)).voicemails).toEqual([]);
  });

  test("link to the caller's call that went unanswered just before, not to another caller's", async () => {
    const user = await customer();
    await sendTelephonyEvent(server, callEvent(user.phoneNumber, { call_from: '+16175550111', started_at: '2025-03-01T14:05:00Z', duration: 0, hangup_cause: 'NO_ANSWER' }));
    await sendTelephonyEvent(server, callEvent(user.phoneNumber, { call_from: '+16175550122', started_at: '2025-03-01T14:05:10Z', duration: 0, hangup_cause: 'NO_ANSWER' }));
    // An hour earlier: too long before to be the call it followed.
    await sendTelephonyEvent(server, callEvent(user.phoneNumber, { call_from: '+16175550133', started_at: '2025-03-01T13:00:00Z', duration: 0, hangup_cause: 'NO_ANSWER' }));
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber));
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber, { call_from: '+16175550133' }));
    const calls = (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: user.headers })).json<{ id: number; call_from: string }[]>();
    const callFrom111 = calls.find((call) => call.call_from === '6175550111')!;
    const byCaller = Object.fromEntries((await inbox(user)).voicemails.map((voicemail) => [voicemail.from_number, voicemail.call_id]));
    expect(byCaller).toEqual({ '6175550111': callFrom111.id, '6175550133': null });
  });
});

describe('the call log beside the voicemails', () => {
  type Row = { id: number; call_from: string; call_date: string; voicemail_id?: number };
  const callLog = async (user: SignedInUser) => (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: user.headers })).json<Row[]>();

  test('names on each call the voicemail left after it, and only there, as soon as the voicemail is stored', async () => {
    const user = await customer();
    const other = await customer();
    const missed = (from: string, at: string) => ({ call_from: from, started_at: at, duration: 0, hangup_cause: 'NO_ANSWER' });
    for (const [from, at] of [
      ['+16175550111', '2025-03-01T14:05:00Z'],
      // The same caller a minute earlier: not the nearest call before the voicemail.
      ['+16175550111', '2025-03-01T14:04:00Z'],
      ['+16175550122', '2025-03-01T14:05:10Z'],
      ['+16175550111', '2025-03-01T13:00:00Z'],
    ]) {
      await sendTelephonyEvent(server, callEvent(user.phoneNumber, missed(from, at)));
    }
    // Another customer called by the same caller at the same time, without a voicemail.
    await sendTelephonyEvent(server, callEvent(other.phoneNumber, missed('+16175550111', '2025-03-01T14:05:00Z')));
    // Read (and kept by the server) before the voicemail arrives.
    expect((await callLog(user)).filter((call) => 'voicemail_id' in call)).toEqual([]);

    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber));
    const [voicemail] = (await inbox(user)).voicemails;
    const linked = (await callLog(user)).filter((call) => 'voicemail_id' in call);
    expect(linked).toEqual([expect.objectContaining({ call_from: '6175550111', call_date: '2025-03-01 14:05:00', voicemail_id: voicemail.id })]);
    // The same link as the voicemail's own call_id, read from the call's end.
    expect(linked[0].id).toBe(voicemail.call_id);
    expect((await callLog(other)).filter((call) => 'voicemail_id' in call)).toEqual([]);
  });
});

describe('GET /api/voicemails', () => {
  test('pages newest first by keyset, and refuses a page marker that is not the caller\'s', async () => {
    const user = await customer();
    const other = await customer();
    for (const minute of [1, 2, 3, 4, 5]) {
      await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber, { timestamp: `2025-03-01T14:0${minute}:00.000Z`, duration: minute }));
    }
    await sendTelephonyEvent(server, voicemailEvent(other.phoneNumber));
    const first = await inbox(user, '?limit=2');
    expect(first.voicemails.map((voicemail) => voicemail.duration)).toEqual([5, 4]);
    const second = await inbox(user, `?limit=2&before=${first.next_before}`);
    expect(second.voicemails.map((voicemail) => voicemail.duration)).toEqual([3, 2]);
    const third = await inbox(user, `?limit=2&before=${second.next_before}`);
    expect(third).toMatchObject({ next_before: null, unheard_count: 5 });
    expect(third.voicemails.map((voicemail) => voicemail.duration)).toEqual([1]);

    const otherId = (await inbox(other)).voicemails[0].id;
    const refused = await server.app.inject({ method: 'GET', url: `/api/voicemails?before=${otherId}`, headers: user.headers });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ failure: UNKNOWN_CURSOR });
    expect((await server.app.inject({ method: 'GET', url: '/api/voicemails?limit=101', headers: user.headers })).statusCode).toBe(400);
  });

  test('needs a session', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/voicemails' })).statusCode).toBe(401);
  });
});

describe('GET /api/voicemails/{id}/audio', () => {
  async function oneVoicemail() {
    const user = await customer();
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber));
    const [voicemail] = (await inbox(user)).voicemails;
    return { user, id: voicemail.id };
  }

  test('answers the whole recording, a playable WAV, kept by no shared cache', async () => {
    const { user, id } = await oneVoicemail();
    const response = await audio(user, id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/wav');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(clipAudio)).toBe(true);
    expect(parseWav(response.rawPayload)).toMatchObject({ channels: 1, bitsPerSample: 16, sampleRate: 11025 });
  });

  test.each([
    ['bytes=0-99', 0, 99],
    ['bytes=100-', 100, clipAudio.length - 1],
    ['bytes=-50', clipAudio.length - 50, clipAudio.length - 1],
    ['bytes=10-999999999', 10, clipAudio.length - 1],
  ])('answers %s with 206 and its Content-Range', async (range, start, end) => {
    const { user, id } = await oneVoicemail();
    const response = await audio(user, id, range);
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${clipAudio.length}`);
    expect(response.rawPayload.equals(clipAudio.subarray(start, end + 1))).toBe(true);
  });

  test('answers a range past the end with 416, and several ranges with the whole recording', async () => {
    const { user, id } = await oneVoicemail();
    const beyond = await audio(user, id, `bytes=${clipAudio.length}-`);
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${clipAudio.length}`);
    const several = await audio(user, id, 'bytes=0-1,5-6');
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(clipAudio.length);
  });

  test("is a 404 for another customer's voicemail, as for one that does not exist", async () => {
    const { id } = await oneVoicemail();
    const stranger = await customer();
    for (const response of [await audio(stranger, id), await audio(stranger, id, 'bytes=0-1'), await audio(stranger, 2147483647)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ failure: VOICEMAIL_NOT_FOUND });
    }
  });

  test('is a 404 saying so when the carrier no longer keeps the recording', async () => {
    const user = await customer();
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber, { recording_url: sandboxRecordingUrl('deleted.wav') }));
    const [voicemail] = (await inbox(user)).voicemails;
    const response = await audio(user, voicemail.id);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ failure: RECORDING_GONE });
  });
});

describe('POST /api/voicemails/{id}/heard', () => {
  test('marks it heard and answers the count left; again changes nothing', async () => {
    const user = await customer();
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber));
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber, { timestamp: '2025-03-02T10:00:00.000Z' }));
    const [newest] = (await inbox(user)).voicemails;
    for (let round = 0; round < 2; round += 1) {
      const response = await server.app.inject({ method: 'POST', url: `/api/voicemails/${newest.id}/heard`, headers: user.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json<VoicemailHeardResponse>()).toEqual({ success: true, unheard_count: 1 });
    }
    const page = await inbox(user);
    expect(page.unheard_count).toBe(1);
    expect(page.voicemails.map((voicemail) => voicemail.heard)).toEqual([true, false]);
  });

  test("is a 404 for another customer's voicemail and changes nothing", async () => {
    const user = await customer();
    await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber));
    const [voicemail] = (await inbox(user)).voicemails;
    const stranger = await customer();
    const response = await server.app.inject({ method: 'POST', url: `/api/voicemails/${voicemail.id}/heard`, headers: stranger.headers });
    expect(response.statusCode).toBe(404);
    expect((await inbox(user)).unheard_count).toBe(1);
  });
});

describe('live activity', () => {
  test('a voicemail stored by the webhook arrives on the stream with the unheard count', async () => {
    const origin = await listenOnLoopback(server);
    const user = await customer();
    const reader = await EventReader.open(origin, await askForTicket(server, user.headers));
    try {
      expect(await reader.next()).toEqual({ event: 'ready', data: {} });
      await sendTelephonyEvent(server, voicemailEvent(user.phoneNumber));
      const event = await reader.next();
      const page = await inbox(user);
      const expected: LiveEventPayloads['voicemail'] = { voicemail: page.voicemails[0], unheard_count: 1 };
      expect(event).toEqual({ event: 'voicemail', data: expected });
    } finally {
      reader.close();
    }
  });
});

describe('the sandbox network simulator', () => {
  test('leaves a voicemail of a shipped clip after a missed call, which it links to and plays', async () => {
    const user = await customer();
    const response = await server.app.inject({ method: 'POST', url: '/api/sandbox/simulate', headers: user.headers, payload: { event: 'voicemail', from: '(617) 555-0177' } });
    expect(response.statusCode).toBe(200);
    const [voicemail] = (await inbox(user)).voicemails;
    const [call] = (await server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: user.headers })).json<{ id: number; hangup_cause: string }[]>();
    expect(call.hangup_cause).toBe('NO_ANSWER');
    expect(voicemail).toMatchObject({ from_number: '6175550177', heard: false, call_id: call.id });
    expect(VOICEMAIL_CLIPS.map((each) => each.transcript)).toContain(voicemail.transcript);
    const played = await audio(user, voicemail.id);
    expect(played.statusCode).toBe(200);
    expect(parseWav(played.rawPayload)).not.toBeNull();
  });
});
