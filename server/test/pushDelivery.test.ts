import webPush from 'web-push';
import type { PushPayload } from '../../src/contract/api';
import { deliverPush, endpointOrigin, PUSH_TTL_SECONDS } from '../src/push/deliverPush';
import type { VapidKeys } from '../src/push/vapidKeys';
import { createTestDevice, startTestPushService, type TestPushService } from './helpers/pushService';

let service: TestPushService;
const generated = webPush.generateVAPIDKeys();
const keys: VapidKeys = { ...generated, subject: 'mailto:push@example.com' };

beforeAll(async () => {
  service = await startTestPushService();
});

afterAll(async () => {
  await service.close();
});

const callPush: PushPayload = {
  kind: 'call',
  tag: 'call-42',
  title: 'Missed call from (617) 555-0111',
  body: 'Missed',
  url: '/app/dashboard/calls?call=42',
};

test('the push arrives encrypted for the device, which decrypts the payload, signed with our VAPID key', async () => {
  const device = createTestDevice();
  const outcome = await deliverPush(keys, { endpoint: `${service.url}/device-1`, p256dh: device.p256dh, auth: device.auth }, callPush);
  expect(outcome).toEqual({ result: 'sent' });
  const push = service.received.find((received) => received.path === '/device-1')!;
  expect(push.headers['content-encoding']).toBe('aes128gcm');
  expect(push.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
  expect(push.headers.urgency).toBe('high');
  expect(push.body.toString('utf8')).not.toContain('555-0111');
  expect(device.decrypt(push.body)).toEqual(callPush);
  const authorization = String(push.headers.authorization);
  expect(authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=/);
  expect(authorization.endsWith(`k=${keys.publicKey}`)).toBe(true);
  const claims = JSON.parse(Buffer.from(authorization.slice('vapid t='.length).split('.')[1], 'base64url').toString('utf8')) as { aud: string; sub: string };
  expect(claims).toMatchObject({ aud: service.url, sub: 'mailto:push@example.com' });
});

test('404 and 410 mean the device is gone; other answers and unreachable services are failures', async () => {
  const device = createTestDevice();
  const target = (path: string) => ({ endpoint: `${service.url}${path}`, p256dh: device.p256dh, auth: device.auth });
  service.statusFor = (path) => ({ '/gone': 410, '/unknown': 404, '/busy': 503 })[path] ?? 201;
  expect(await deliverPush(keys, target('/gone'), callPush)).toEqual({ result: 'gone' });
  expect(await deliverPush(keys, target('/unknown'), callPush)).toEqual({ result: 'gone' });
  expect(await deliverPush(keys, target('/busy'), callPush)).toEqual({ result: 'failed', status: 503, reason: 'push service answered 503' });
  const unreachable = await deliverPush(keys, { ...target('/x'), endpoint: 'http://127.0.0.1:1/x' }, callPush);
  expect(unreachable.result).toBe('failed');
});

test('a message push is normal urgency; logs name only the origin', async () => {
  const device = createTestDevice();
  service.statusFor = () => 201;
  const message: PushPayload = { kind: 'message', tag: 'message-7', title: 'New message from (617) 555-0111', body: 'Open the app to read it.', url: '/app/dashboard/chats?chat=3' };
  await deliverPush(keys, { endpoint: `${service.url}/device-2`, p256dh: device.p256dh, auth: device.auth }, message);
  const push = service.received.find((received) => received.path === '/device-2')!;
  expect(push.headers.urgency).toBe('normal');
  expect(device.decrypt(push.body)).toEqual(message);
  expect(endpointOrigin('https://fcm.googleapis.com/fcm/send/secret-device-id')).toBe('https://fcm.googleapis.com');
});
