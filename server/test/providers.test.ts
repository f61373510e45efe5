import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../src/lib/logger';
import { createOutboxMailer } from '../src/providers/mail/outboxMailer';
import { createGoogleRecaptchaVerifier } from '../src/providers/recaptcha/googleRecaptchaVerifier';
import { createSandboxRecaptchaVerifier, SANDBOX_RECAPTCHA_TOKEN, sandboxRecaptchaToken } from '../src/providers/recaptcha/sandboxRecaptchaVerifier';
import { createProviders } from '../src/providers';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { testConfig } from './helpers/testServer';

/** A logger that keeps what it is told, to check what a developer would see. */
function recordingLogger() {
  const lines: { level: string; obj: object; message?: string }[] = [];
  const log: Logger = {
    debug: (obj, message) => lines.push({ level: 'debug', obj, message }),
    info: (obj, message) => lines.push({ level: 'info', obj, message }),
    warn: (obj, message) => lines.push({ level: 'warn', obj, message }),
    error: (obj, message) => lines.push({ level: 'error', obj, message }),
  };
  return { log, lines };
}

describe('outbox mailer (sandbox mail)', () => {
  test('writes each message as a JSON file and logs its links', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
    const { log, lines } = recordingLogger();
    const mailer = createOutboxMailer(path.join(dir, 'outbox'), log);
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'Open https://x.test/1', links: ['https://x.test/1'] }, 'key-1');
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'Two', links: [] }, 'key-2');
    const files = fs.readdirSync(path.join(dir, 'outbox')).sort();
    expect(files).toHaveLength(2);
    // Named by the time and the key: two mails of one millisecond sort by their keys' digests.
    const stored = files.map((file) => JSON.parse(fs.readFileSync(path.join(dir, 'outbox', file), 'utf8')) as { subject: string });
    const first = stored.find((mail) => mail.subject === 'One');
    expect(first).toEqual({ to: 'a@example.com', subject: 'One', text: 'Open https://x.test/1', links: ['https://x.test/1'], sentAt: expect.any(String) });
    expect(lines[0]).toMatchObject({ level: 'info', obj: { to: 'a@example.com', links: ['https://x.test/1'] } });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('sandbox reCAPTCHA', () => {
  test("passes only the sandbox checkbox's tokens", async () => {
    const verifier = createSandboxRecaptchaVerifier();
    expect(await verifier.verify(SANDBOX_RECAPTCHA_TOKEN)).toBe(true);
    expect(await verifier.verify(sandboxRecaptchaToken())).toBe(true);
    expect(await verifier.verify('anything-else')).toBe(false);
    expect(await verifier.verify(`${SANDBOX_RECAPTCHA_TOKEN}.<script>`)).toBe(false);
    expect(await verifier.verify('')).toBe(false);
  });

  test("passes each token once, as Google's siteverify does ('timeout-or-duplicate')", async () => {
    const verifier = createSandboxRecaptchaVerifier();
    const token = sandboxRecaptchaToken();
    expect(await verifier.verify(token)).toBe(true);
    expect(await verifier.verify(token)).toBe(false);
  });
});

describe('Google reCAPTCHA', () => {
  // siteverify is an outside service: these tests give the verifier a stand-in for it.
  function fakeSiteverify(answer: () => Promise<Response>) {
    const calls: { url: string; body: string }[] = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: String(init.body) });
      return answer();
    }) as unknown as typeof fetch;
    return { fetchImpl, calls };
  }

  test('posts the secret, token and IP to siteverify and follows its answer', async () => {
    const { log } = recordingLogger();
    const accept = fakeSiteverify(async () => Response.json({ success: true }));
    expect(await createGoogleRecaptchaVerifier('s3cret', log, accept.fetchImpl).verify('tok', '1.2.3.4')).toBe(true);
    expect(accept.calls).toEqual([{ url: 'https://www.google.com/recaptcha/api/siteverify', body: 'secret=s3cret&response=tok&remoteip=1.2.3.4' }]);
    const reject = fakeSiteverify(async () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }));
    expect(await createGoogleRecaptchaVerifier('s3cret', log, reject.fetchImpl).verify('tok')).toBe(false);
  });

  test('fails closed when siteverify cannot be reached or answers nonsense', async () => {
    const { log, lines } = recordingLogger();
    const down = fakeSiteverify(async () => {
      throw new TypeError('fetch failed');
    });
    expect(await createGoogleRecaptchaVerifier('s3cret', log, down.fetchImpl).verify('tok')).toBe(false);
    expect(lines.some((line) => line.level === 'warn')).toBe(true);
    const html = fakeSiteverify(async () => new Response('<html>', { status: 502 }));
    expect(await createGoogleRecaptchaVerifier('s3cret', log, html.fetchImpl).verify('tok')).toBe(false);
  });
});

describe('createProviders', () => {
  const dataDirs: string[] = [];
  const freshDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'providers-test-'));
    dataDirs.push(dir);
    return dir;
  };
  afterAll(() => dataDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  const message = { to: 'a@example.com', subject: 'Hi', text: 'Hi', links: [] };

  test('sandbox mode: every provider is the stand-in on this machine', async () => {
    const { log } = recordingLogger();
    const dataDir = freshDataDir();
    const sandbox = createProviders(testConfig(dataDir), log);
    expect(await sandbox.recaptcha.verify(SANDBOX_RECAPTCHA_TOKEN)).toBe(true);
    await sandbox.mail.send(message, 'key-1');
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
    expect((await sandbox.telephony.searchNumbers({ areaCode: '508', limit: 1, exclude: new Set() })).length).toBe(1);
    expect(await sandbox.esim.provision({ dataMb: 1024, idempotencyKey: 'k' })).toMatchObject({ iccid: expect.stringMatching(/^89/) });
    expect(sandbox.identity.sandbox?.serves('google')).toBe(true);
  });

  test('real mode: every provider is the real one, none falls back to its sandbox', async () => {
    const { log } = recordingLogger();
    const dataDir = freshDataDir();
    const real = createProviders(testConfig(dataDir, REAL_MODE_CREDENTIALS), log);
    // Google's verifier never accepts the sandbox token (here it may not even reach Google).
    expect(await real.recaptcha.verify(SANDBOX_RECAPTCHA_TOKEN)).toBe(false);
    // Mail, telephony and eSIM go to their configured (closed) ports instead of answering themselves.
    await expect(real.mail.send(message, 'key-1')).rejects.toThrow();
    expect(fs.existsSync(path.join(dataDir, 'outbox'))).toBe(false);
    await expect(real.telephony.searchNumbers({ areaCode: '508', limit: 1, exclude: new Set() })).rejects.toThrow(/unreachable/);
    await expect(real.esim.provision({ dataMb: 1024, idempotencyKey: 'k' })).rejects.toThrow(/unreachable/);
    // No local sign-in page, and no local key is trusted.
    expect(real.identity.sandbox).toBeNull();
  });
});
