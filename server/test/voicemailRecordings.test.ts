import { byteRangeOf } from '../src/http/byteRange';
import { createHttpTelephonyProvider } from '../src/providers/telephony/httpTelephonyProvider';
import { createSandboxTelephonyProvider, sandboxRecordingUrl } from '../src/providers/telephony/sandboxTelephonyProvider';
import { RecordingUnavailableError, TelephonyProviderError } from '../src/providers/telephony/TelephonyProvider';
import { readClipAudio, VOICEMAIL_CLIPS } from '../src/voicemail/voicemailClips';
import { parseWav, wavDurationSeconds } from '../src/voicemail/wavAudio';

/** Voicemail recordings at the carrier: who may fetch what, and the byte ranges served from them. */
describe('byteRangeOf (RFC 9110 single byte ranges)', () => {
  test.each([
    [undefined, 'whole'],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=-500', { start: 0, end: 99 }],
    ['bytes=50-5000', { start: 50, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=9-3', 'whole'],
    ['bytes=0-1,4-5', 'whole'],
    ['items=0-1', 'whole'],
    ['bytes=-', 'whole'],
  ])('%s of 100 bytes is %j', (header, expected) => {
    expect(byteRangeOf(header, 100)).toEqual(expected);
  });
});

describe('the HTTP carrier', () => {
  const calls: { url: string; authorization: string | null }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), authorization: new Headers(init?.headers).get('authorization') });
    if (String(url).endsWith('/gone.wav')) return new Response('', { status: 410 });
    if (String(url).endsWith('/broken.wav')) return new Response('', { status: 500 });
    return new Response(new Uint8Array([1, 2, 3]), { headers: { 'content-type': 'audio/mpeg; charset=binary' } });
  }) as typeof fetch;
  const carrier = createHttpTelephonyProvider({ baseUrl: 'https://carrier.example.com/v1', apiKey: 'key-123', fetchImpl });
  beforeEach(() => calls.splice(0));

  test('fetches a recording on its own origin with our key', async () => {
    const recording = await carrier.fetchRecording({ recordingUrl: 'https://carrier.example.com/v1/recordings/abc.mp3' });
    expect(recording).toEqual({ audio: Buffer.from([1, 2, 3]), contentType: 'audio/mpeg' });
    expect(calls).toEqual([{ url: 'https://carrier.example.com/v1/recordings/abc.mp3', authorization: 'Bearer key-123' }]);
  });

  test.each([
    'https://attacker.example.net/v1/recordings/abc.mp3',
    'https://carrier.example.com.attacker.net/v1/x.mp3',
    'http://carrier.example.com/v1/recordings/abc.mp3',
    'https://carrier.example.com/other/abc.mp3',
    'https://user:pass@carrier.example.com/v1/abc.mp3',
    'not a url',
  ])('never sends our key to %s', async (recordingUrl) => {
    await expect(carrier.fetchRecording({ recordingUrl })).rejects.toBeInstanceOf(RecordingUnavailableError);
    expect(calls).toEqual([]);
  });

  test('a recording the carrier no longer has is unavailable; a carrier failure is an outage', async () => {
    await expect(carrier.fetchRecording({ recordingUrl: 'https://carrier.example.com/v1/gone.wav' })).rejects.toBeInstanceOf(RecordingUnavailableError);
    await expect(carrier.fetchRecording({ recordingUrl: 'https://carrier.example.com/v1/broken.wav' })).rejects.toBeInstanceOf(TelephonyProviderError);
  });
});

describe('the sandbox carrier and its shipped clips', () => {
  const carrier = createSandboxTelephonyProvider({ portCompletionDelayMs: 60_000 });

  test.each(VOICEMAIL_CLIPS.map((clip) => [clip.fileName, clip] as const))('%s is a short, small, playable mono WAV at 8–16 kHz', async (_name, clip) => {
    const audio = readClipAudio(clip)!;
    const wav = parseWav(audio)!;
    expect(wav).toMatchObject({ channels: 1, bitsPerSample: 16 });
    expect(wav.sampleRate).toBeGreaterThanOrEqual(8000);
    expect(wav.sampleRate).toBeLessThanOrEqual(16000);
    expect(wavDurationSeconds(audio)).toBeGreaterThan(2);
    expect(wavDurationSeconds(audio)).toBeLessThan(10);
    expect(audio.length).toBeLessThan(200 * 1024);
    await expect(carrier.fetchRecording({ recordingUrl: sandboxRecordingUrl(clip.fileName) })).resolves.toEqual({ audio, contentType: 'audio/wav' });
  });

  test('has no other recording, and reads no path a URL names', async () => {
    for (const recordingUrl of [sandboxRecordingUrl('missing.wav'), sandboxRecordingUrl('../coffee.jpg'), 'https://example.com/recordings/call-mom.wav']) {
      await expect(carrier.fetchRecording({ recordingUrl })).rejects.toBeInstanceOf(RecordingUnavailableError);
    }
  });
});
