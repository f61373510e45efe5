import type { PushSubscriptionRequest } from '../../src/contract/api';
import { MAX_ENDPOINT_LENGTH, subscriptionProblem } from '../src/push/subscriptionRules';
import { createTestDevice } from './helpers/pushService';

const device = createTestDevice();
const valid: PushSubscriptionRequest = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  keys: { p256dh: device.p256dh, auth: device.auth },
  kinds: ['call'],
  previews: false,
};
const real = { sandbox: false };
const sandbox = { sandbox: true };

test('a browser-made subscription passes', () => {
  expect(subscriptionProblem(valid, real)).toBeNull();
});

test('http endpoints only in a sandbox; non-URLs and overlong ones never', () => {
  const local = { ...valid, endpoint: 'http://127.0.0.1:9000/push' };
  expect(subscriptionProblem(local, sandbox)).toBeNull();
  expect(subscriptionProblem(local, real)).toBe('The push endpoint must be an https URL.');
  expect(subscriptionProblem({ ...valid, endpoint: 'ftp://x/y' }, sandbox)).toBe('The push endpoint must be an https or http URL.');
  expect(subscriptionProblem({ ...valid, endpoint: 'not a url' }, real)).toBe('The push endpoint is not a URL.');
  const long = { ...valid, endpoint: `https://push.example.com/${'a'.repeat(MAX_ENDPOINT_LENGTH)}` };
  expect(subscriptionProblem(long, real)).toBe('The push endpoint is longer than 1024 characters.');
});

test('keys must have the lengths a browser gives them', () => {
  expect(subscriptionProblem({ ...valid, keys: { ...valid.keys, p256dh: 'abc' } }, real)).toBe('keys.p256dh must be a base64url P-256 public key (65 bytes).');
  expect(subscriptionProblem({ ...valid, keys: { ...valid.keys, p256dh: `${valid.keys.p256dh.slice(1)}+` } }, real)).toMatch(/^keys\.p256dh/);
  expect(subscriptionProblem({ ...valid, keys: { ...valid.keys, auth: Buffer.alloc(32).toString('base64url') } }, real)).toBe('keys.auth must be a base64url secret of 16 bytes.');
});
