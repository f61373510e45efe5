import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'secret-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

describe('secrets from files (NAME_FILE), as container platforms mount them', () => {
  test('a file stands for its variable, trailing newline dropped, and counts as configured', () => {
    const config = loadConfig({
      DATA_DIR: dir,
      DATABASE_URL_FILE: secretFile('database-url', 'postgres://app:from-file@db:5432/app\n'),
      TELEPHONY_WEBHOOK_SECRET_FILE: secretFile('webhook', 'whsec-from-file\n'),
      VAPID_PRIVATE_KEY_FILE: secretFile('vapid', 'vapid-private-from-file\n'),
    });
    expect(config.databaseUrl).toBe('postgres://app:from-file@db:5432/app');
    expect(config.telephonyWebhookSecret).toBe('whsec-from-file');
    expect(config.vapidPrivateKey).toBe('vapid-private-from-file');
  });

  test('both the variable and its file, or a file that cannot be read, stop the start', () => {
    expect(() => loadConfig({ DATA_DIR: dir, RECAPTCHA_SECRET: 'x', RECAPTCHA_SECRET_FILE: secretFile('r', 'y') })).toThrow('Both RECAPTCHA_SECRET and RECAPTCHA_SECRET_FILE are set: give one.');
    expect(() => loadConfig({ DATA_DIR: dir, STRIPE_SECRET_KEY_FILE: path.join(dir, 'missing') })).toThrow(/STRIPE_SECRET_KEY_FILE: cannot read .*missing \(ENOENT\)/);
  });
});
