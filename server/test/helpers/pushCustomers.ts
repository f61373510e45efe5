import type { PushKind, PushSubscriptionRequest } from '../../../src/contract/api';
import { insertSession } from '../../src/db/queries/sessions';
import { insertUser } from '../../src/db/queries/users';
import { generateToken, hashToken } from '../../src/lib/secureTokens';
import type { TestDevice } from './pushService';
import type { TestServer } from './testServer';
import { authHeader, uniqueEmail } from './users';

export interface PushCustomer {
  userId: number;
  sessionId: number;
  headers: { authorization: string };
}

/** A signed-in customer made straight in the database (cheap; works in real mode, which has no sandbox sign-up). */
export async function pushCustomer(server: TestServer): Promise<PushCustomer> {
  const user = await insertUser(server.db, { email: uniqueEmail('push'), password_hash: null, first_name: 'Pat', last_name: 'Push', email_verified_at: new Date() });
  return { userId: user.id, ...(await anotherSession(server, user.id)) };
}

/** One more live session of the customer (another browser). */
export async function anotherSession(server: TestServer, userId: number): Promise<{ sessionId: number; headers: { authorization: string } }> {
  const token = generateToken();
  const sessionId = await insertSession(server.db, userId, hashToken(token), new Date(Date.now() + 3_600_000));
  return { sessionId, headers: authHeader(token) };
}

/** What the SPA posts for a device: its push endpoint and keys, and what the customer switched on. */
export function subscriptionOf(device: Pick<TestDevice, 'p256dh' | 'auth'>, endpoint: string, kinds: PushKind[] = ['call', 'message', 'voicemail'], previews = false): PushSubscriptionRequest {
  return { endpoint, keys: { p256dh: device.p256dh, auth: device.auth }, kinds, previews };
}
