import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMp3 } from '../src/audio/isMp3';
import { findVoicemailGreeting } from '../src/db/queries/voicemailGreetings';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const MAX_BYTES = 64 * 1024;
const server = setupTestServer({ GREETING_MAX_BYTES: String(MAX_BYTES) });

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, no padding: 417-byte frames. */
const FRAME_HEADER = [0xff, 0xfb, 0x90, 0x64];
const FRAME_BYTES = 417;

function mp3Frames(count: number): Buffer {
  const frames = Buffer.alloc(FRAME_BYTES * count, 0x55);
  for (let i = 0; i < count; i += 1) Buffer.from(FRAME_HEADER).copy(frames, i * FRAME_BYTES);
  return frames;
}

/** An ID3v2.3 tag of `size` bytes (syncsafe size) in front of the frames. */
function withId3(frames: Buffer, size = 30): Buffer {
  const header = Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return Buffer.concat([header, Buffer.alloc(size), frames]);
}

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

function multipart(parts: Part[]) {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.contentType ? `\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(customer: SignedInUser | null, parts: Part[]) {
  const body = multipart(parts);
  return server.app.inject({
    method: 'POST',
    url: '/api/webvmgreeting/',
    headers: { ...body.headers, ...(customer ? customer.headers : {}) },
    payload: body.payload,
  });
}

const audiofile = (data: Buffer, filename = 'greeting.mp3', contentType = 'audio/mpeg'): Part => ({ name: 'audiofile', data, filename, contentType });

describe('isMp3', () => {
  it.each([
    ['bare Layer III frames', true, mp3Frames(3)],
    ['a single frame', true, mp3Frames(1)],
    ['an ID3 tag and frames', true, withId3(mp3Frames(3))],
    ['a PNG', false, PNG],
    ['an ID3 tag and no audio', false, withId3(Buffer.alloc(500))],
    ['an ID3 tag whose size is not syncsafe', false, Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0x80]), mp3Frames(2)])],
    ['a frame sync with layer I', false, Buffer.from([0xff, 0xff, 0x90, 0x64, 0, 0])],
    ['a frame sync with a reserved bitrate', false, Buffer.from([0xff, 0xfb, 0xf0, 0x64])],
    ['a frame sync with a reserved sample rate', false, Buffer.from([0xff, 0xfb, 0x9c, 0x64])],
    ['a good header followed by garbage where the next frame should be', false, Buffer.concat([mp3Frames(1), Buffer.from('not a frame')])],
    ['text', false, Buffer.from('ID3 is not enough')],
    ['nothing', false, Buffer.alloc(0)],
  ])('%s → %s', (_label, expected, data) => {
    expect(isMp3(data)).toBe(expected);
  });
});

describe('POST /webvmgreeting/', () => {
  it('stores an MP3 as the greeting, whatever its file name', async () => {
    const customer = await createSignedInUser(server);
    const audio = withId3(mp3Frames(20));
    const response = await upload(customer, [audiofile(audio, '../../../etc/passwd', 'application/octet-stream')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Voicemail greeting has been uploaded' });
    const stored = await findVoicemailGreeting(server.db, customer.userId);
    expect(stored).toMatchObject({ content_type: 'audio/mpeg', size_bytes: audio.length });
    expect(Buffer.from(stored!.audio).equals(audio)).toBe(true);
  });

  it('never writes the upload to a path its file name names, nor anywhere on disk', async () => {
    const customer = await createSignedInUser(server);
    const target = fs.mkdtempSync(path.join(os.tmpdir(), 'greeting-target-'));
    const absolute = path.join(target, 'absolute.mp3');
    const relative = path.relative(process.cwd(), path.join(target, 'relative.mp3'));
    const filesBefore = (dir: string) => fs.readdirSync(dir, { recursive: true }).map(String).sort();
    const dataBefore = filesBefore(server.dataDir).filter((file) => !file.startsWith(`db${path.sep}`));
    try {
      for (const filename of [absolute, relative, `../../../../..${absolute}`, `..\\..\\${path.basename(absolute)}`]) {
        expect((await upload(customer, [audiofile(mp3Frames(3), filename)])).statusCode).toBe(200);
      }
      expect(fs.readdirSync(target)).toEqual([]);
      // Nothing new in DATA_DIR beside the database either: the bytes went into the database.
      expect(filesBefore(server.dataDir).filter((file) => !file.startsWith(`db${path.sep}`))).toEqual(dataBefore);
    } finally {
      fs.rmSync(target, { recursive: true, force: true });
    }
  });

  it('replaces the previous greeting: one per customer', async () => {
    const customer = await createSignedInUser(server);
    await upload(customer, [audiofile(mp3Frames(5))]);
    const second = mp3Frames(7);
    expect((await upload(customer, [{ name: 'note', data: 'ignored field' }, audiofile(second)])).statusCode).toBe(200);
    const rows = await server.db.selectFrom('voicemail_greetings').select('size_bytes').where('user_id', '=', customer.userId).execute();
    expect(rows).toEqual([{ size_bytes: second.length }]);
  });

  it('refuses a PNG renamed to .mp3 and declared audio/mpeg', async () => {
    const customer = await createSignedInUser(server);
    const response = await upload(customer, [audiofile(PNG, 'greeting.mp3', 'audio/mpeg')]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Please upload an MP3 file.' });
    expect(await findVoicemailGreeting(server.db, customer.userId)).toBeUndefined();
  });

  it('refuses a request without the audiofile field', async () => {
    const customer = await createSignedInUser(server);
    const response = await upload(customer, [{ name: 'file', data: mp3Frames(2), filename: 'g.mp3', contentType: 'audio/mpeg' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'Please upload an MP3 file.' });
  });

  it('refuses an empty file', async () => {
    const customer = await createSignedInUser(server);
    expect((await upload(customer, [audiofile(Buffer.alloc(0))])).statusCode).toBe(400);
  });

  it('refuses a file over the size limit with 413 and keeps the previous greeting', async () => {
    const customer = await createSignedInUser(server);
    const kept = mp3Frames(3);
    await upload(customer, [audiofile(kept)]);
    const response = await upload(customer, [audiofile(mp3Frames(Math.ceil(MAX_BYTES / FRAME_BYTES) + 1))]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ failure: 'The greeting is too large: at most 0.1 MB.' });
    expect((await findVoicemailGreeting(server.db, customer.userId))?.size_bytes).toBe(kept.length);
  });

  it('refuses a body that is not multipart', async () => {
    const customer = await createSignedInUser(server);
    const json = await server.app.inject({ method: 'POST', url: '/api/webvmgreeting/', headers: customer.headers, payload: { audiofile: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toHaveProperty('failure');
    const raw = await server.app.inject({
      method: 'POST',
      url: '/api/webvmgreeting/',
      headers: { ...customer.headers, 'content-type': 'audio/mpeg' },
      payload: mp3Frames(2),
    });
    expect(raw.statusCode).toBe(415);
  });

  it('refuses a malformed multipart body with 400', async () => {
    const customer = await createSignedInUser(server);
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/webvmgreeting/',
      headers: { ...customer.headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="audiofile"; filename="a.mp3"\r\n\r\nunterminated',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ failure: 'The upload is not a well-formed multipart/form-data body.' });
  });

  it('refuses more than one file with a 4xx', async () => {
    const customer = await createSignedInUser(server);
    const response = await upload(customer, [audiofile(mp3Frames(2)), audiofile(mp3Frames(2), 'second.mp3')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toHaveProperty('failure');
  });

  it('needs a token, and reads no upload without one', async () => {
    const response = await upload(null, [audiofile(mp3Frames(2))]);
    expect(response.statusCode).toBe(401);
  });

  it("changes only the uploader's own greeting", async () => {
    const alice = await createSignedInUser(server);
    const bob = await createSignedInUser(server);
    const alicesAudio = mp3Frames(4);
    await upload(alice, [audiofile(alicesAudio)]);
    await upload(bob, [audiofile(withId3(mp3Frames(9)))]);
    expect(Buffer.from((await findVoicemailGreeting(server.db, alice.userId))!.audio).equals(alicesAudio)).toBe(true);
  });
});

describe('GET /webvmgreeting: which greeting is current', () => {
  const current = (customer: SignedInUser) => server.app.inject({ method: 'GET', url: '/api/webvmgreeting', headers: customer.headers });

  test('null before any upload; then the uploaded file name, size and time; a new upload replaces them', async () => {
    const customer = await createSignedInUser(server);
    expect((await current(customer)).json()).toBeNull();

    const first = withId3(mp3Frames(3));
    expect((await upload(customer, [{ name: 'audiofile', data: first, filename: 'Hello there.mp3', contentType: 'audio/mpeg' }])).statusCode).toBe(200);
    const answer = (await current(customer)).json<{ file_name: string; size_bytes: number; uploaded_at: string }>();
    expect(answer).toEqual({ file_name: 'Hello there.mp3', size_bytes: first.length, uploaded_at: expect.any(String) });
    expect(Date.now() - Date.parse(answer.uploaded_at)).toBeLessThan(60_000);

    const second = mp3Frames(5);
    await upload(customer, [{ name: 'audiofile', data: second, filename: 'away.mp3' }]);
    expect((await current(customer)).json()).toMatchObject({ file_name: 'away.mp3', size_bytes: second.length });
  });

  test('the name is display only: a path keeps its last segment, control characters go, a long one is cut', async () => {
    const customer = await createSignedInUser(server);
    const cases: [string, string | null][] = [
      ['../../etc/passwd.mp3', 'passwd.mp3'],
      ['C:\\Users\\me\\greeting.mp3', 'greeting.mp3'],
      ['bell\u0007.mp3', 'bell.mp3'],
      [`${'n'.repeat(200)}.mp3`, 'n'.repeat(120)],
      ['   ', null],
    ];
    for (const [sent, shown] of cases) {
      await upload(customer, [{ name: 'audiofile', data: mp3Frames(2), filename: sent }]);
      expect((await current(customer)).json()).toMatchObject({ file_name: shown });
    }
  });

  test("another customer's greeting is never shown", async () => {
    const [alice, bob] = [await createSignedInUser(server), await createSignedInUser(server)];
    await upload(alice, [{ name: 'audiofile', data: mp3Frames(2), filename: 'alice.mp3' }]);
    expect((await current(bob)).json()).toBeNull();
  });
});

describe('GET /webvmgreeting/audio: the greeting played back', () => {
  const audio = (customer: SignedInUser | null) =>
    server.app.inject({ method: 'GET', url: '/api/webvmgreeting/audio', headers: customer ? customer.headers : {} });

  test('answers the customer’s own greeting as private audio/mpeg, byte for byte', async () => {
    const customer = await createSignedInUser(server);
    const sent = withId3(mp3Frames(3));
    await upload(customer, [audiofile(sent)]);

    const answer = await audio(customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('audio/mpeg');
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.rawPayload.equals(sent)).toBe(true);
  });

  test('is 404 without a greeting, and never another customer’s', async () => {
    const [alice, bob] = [await createSignedInUser(server), await createSignedInUser(server)];
    await upload(alice, [audiofile(mp3Frames(2))]);
    const answer = await audio(bob);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ failure: 'You have no greeting of your own: callers hear the standard one.' });
  });

  test('needs the token in the Authorization header', async () => {
    expect((await audio(null)).statusCode).toBe(401);
  });
});

describe('DELETE /webvmgreeting: back to the standard greeting', () => {
  const reset = (customer: SignedInUser | null) => server.app.inject({ method: 'DELETE', url: '/api/webvmgreeting', headers: customer ? customer.headers : {} });

  test('removes only the customer’s own greeting, and says callers hear the standard one', async () => {
    const [alice, bob] = [await createSignedInUser(server), await createSignedInUser(server)];
    await upload(alice, [audiofile(mp3Frames(2))]);
    await upload(bob, [audiofile(mp3Frames(3))]);

    const answer = await reset(alice);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Your greeting is removed. Callers will hear the standard greeting again.' });
    expect(await findVoicemailGreeting(server.db, alice.userId)).toBeUndefined();
    expect(await findVoicemailGreeting(server.db, bob.userId)).toBeDefined();
    expect((await server.app.inject({ method: 'GET', url: '/api/webvmgreeting', headers: alice.headers })).json()).toBeNull();
  });

  test('with no greeting, succeeds and says so; without a token, 401', async () => {
    const customer = await createSignedInUser(server);
    expect((await reset(customer)).json()).toEqual({ success: true, message: 'You have no greeting of your own: callers hear the standard one.' });
    expect((await reset(null)).statusCode).toBe(401);
  });
});
