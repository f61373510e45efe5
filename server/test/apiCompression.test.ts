import zlib from 'node:zlib';
import type { CallLogItem } from '../../src/contract/api';
import { compressAnswer, COMPRESS_FROM_BYTES } from '../src/http/compressLargeAnswers';
import { setupTestServer } from './helpers/testServer';
import { createSignedInUser, type SignedInUser } from './helpers/users';

const server = setupTestServer();

/** A user whose call history is about `calls` × 150 bytes of JSON. */
async function userWithCalls(calls: number): Promise<SignedInUser> {
  const user = await createSignedInUser(server);
  const rows = Array.from({ length: calls }, (_, index) => ({
    user_id: user.userId,
    external_id: `compression-${user.userId}-${index}`,
    call_date: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
    call_from: '+16175550100',
    call_to: '+16175550123',
    third_party_number: '6175550123',
    hangup_cause: 'SUCCESS',
    duration_seconds: index,
  }));
  await server.db.insertInto('calls').values(rows).execute();
  return user;
}

const callLog = (user: SignedInUser, acceptEncoding?: string) =>
  server.app.inject({ method: 'GET', url: '/api/webcalllog', headers: { ...user.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });

describe('large API answers are compressed for clients that accept it', () => {
  let many: SignedInUser;
  let plain: CallLogItem<number>[];
  beforeAll(async () => {
    many = await userWithCalls(200);
    const identity = await callLog(many);
    plain = identity.json<CallLogItem<number>[]>();
    expect(identity.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
  });

  it.each([
    ['br', 'gzip, deflate, br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', 'gzip, deflate', (body: Buffer) => zlib.gunzipSync(body)],
  ])('%s: the same JSON in far fewer bytes, with Vary: Accept-Encoding', async (encoding, accept, decode) => {
    const response = await callLog(many, accept);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(plain).length / 4);
    expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(plain);
  });

  it('sends identity to a client that accepts no encoding, still saying it varies', async () => {
    const response = await callLog(many);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('never compresses small answers, so a token or profile is never compressed (BREACH)', async () => {
    const few = await userWithCalls(2);
    const small = await callLog(few, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    const signIn = await server.app.inject({ method: 'GET', url: '/api/user/webprofile', headers: { ...few.headers, 'accept-encoding': 'br, gzip' } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['content-encoding']).toBeUndefined();
  });
});

describe('compressAnswer', () => {
  it('compresses an answer sent again (a kept call log) once per encoding', async () => {
    const body = Buffer.from(JSON.stringify(Array.from({ length: 500 }, (_, index) => ({ id: index, hangup_cause: 'SUCCESS' }))));
    const brotli = compressAnswer(body, 'br');
    expect(compressAnswer(body, 'br')).toBe(brotli);
    expect(compressAnswer(body, 'gzip')).not.toBe(brotli);
    expect(compressAnswer(Buffer.from(body), 'br')).not.toBe(brotli);
    expect(zlib.brotliDecompressSync(await brotli).equals(body)).toBe(true);
    expect(zlib.gunzipSync(await compressAnswer(body, 'gzip')).equals(body)).toBe(true);
  });
});
