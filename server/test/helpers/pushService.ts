import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// http_ece ships no types: the one call the tests make.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ece = require('http_ece') as { decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer };

/** One POST the fake push service received. */
export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of a subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
export interface TestDevice {
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): unknown;
}

export function createTestDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth,
    decrypt: (body) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as unknown,
  };
}

/** A local push service: records each POST and answers with `statusFor(path)` (201 by default). */
export interface TestPushService {
  url: string;
  received: ReceivedPush[];
  statusFor: (path: string) => number;
  /** While set, answers wait for it (a slow push service); each POST is recorded as it arrives. */
  holdAnswers: Promise<void> | null;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const service: TestPushService = { url: '', received: [], statusFor: () => 201, holdAnswers: null, close: async () => undefined };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      service.received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      void (service.holdAnswers ?? Promise.resolve()).then(() => response.writeHead(service.statusFor(path)).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  service.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  service.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return service;
}
