import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Logger } from '../src/lib/logger';
import { createProviders } from '../src/providers';
import { REAL_MODE_CREDENTIALS } from './helpers/realMode';
import { testConfig } from './helpers/testServer';

// Which of the real providers' SDKs were loaded (jest.mock factories may only use `mock…` names).
const mockLoaded: string[] = [];
jest.mock('stripe', () => {
  mockLoaded.push('stripe');
  return jest.requireActual('stripe');
});
jest.mock('nodemailer', () => {
  mockLoaded.push('nodemailer');
  return jest.requireActual('nodemailer');
});

const quiet: Logger = { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined };

// Instant starts: a sandbox server never pays for loading Stripe's SDK or nodemailer.
test('sandbox mode loads neither Stripe nor nodemailer; real mode loads both', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'provider-loading-'));
  try {
    createProviders(testConfig(dataDir), quiet);
    expect(mockLoaded).toEqual([]);
    createProviders(testConfig(dataDir, REAL_MODE_CREDENTIALS), quiet);
    expect(mockLoaded.sort()).toEqual(['nodemailer', 'stripe']);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
