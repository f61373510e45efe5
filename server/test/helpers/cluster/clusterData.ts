import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../../src/auth/passwords';
import { insertCall } from '../../../src/db/queries/calls';
import { insertPortPendingPhone } from '../../../src/db/queries/phones';
import { addPortRequestEvent, insertPortRequest, updatePortRequest } from '../../../src/db/queries/portRequestRows';
import { insertSession } from '../../../src/db/queries/sessions';
import type { Database } from '../../../src/db/schema';
import { generateToken, hashToken } from '../../../src/lib/secureTokens';

// Data for tests through the balancer, written straight into the database with the server's own
// queries: sign-in through the API hashes a password each time (tens of milliseconds), and the
// tests need a thousand sessions.

export interface ClusterCustomer {
  userId: number;
  email: string;
  password: string;
}

/** A verified customer with a password and nothing else. */
export async function insertCustomer(db: Kysely<Database>, label: string): Promise<ClusterCustomer> {
  const email = `${label}-${randomBytes(4).toString('hex')}@example.com`;
  const password = 'cluster password 1';
  const user = await db
    .insertInto('users')
    .values({ email, password_hash: await hashPassword(password), first_name: 'Cluster', last_name: 'Customer', email_verified_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: user.id, email, password };
}

/** `count` live session tokens of the customer, as sign-in would make them. */
export async function mintSessions(db: Kysely<Database>, userId: number, count: number): Promise<string[]> {
  const tokens: string[] = [];
  const expiresAt = new Date(Date.now() + 86_400_000);
  for (let index = 0; index < count; index += 1) {
    const token = generateToken();
    await insertSession(db, userId, hashToken(token), expiresAt);
    tokens.push(token);
  }
  return tokens;
}

/** `count` calls from `from` (ten digits) to the customer's number, a minute apart. */
export async function insertCalls(db: Kysely<Database>, userId: number, count: number, from = '6175550100'): Promise<void> {
  const start = Date.now() - count * 60_000;
  for (let index = 0; index < count; index += 1) {
    await insertCall(db, {
      userId,
      externalId: `cluster-${from}-${index}`,
      callDate: new Date(start + index * 60_000),
      callFrom: from,
      callTo: '2125550199',
      thirdPartyNumber: from,
      hangupCause: 'SUCCESS',
      durationSeconds: 30,
    });
  }
}

export interface DuePort {
  phoneId: number;
  requestId: number;
  phoneNumber: string;
}

/**
 * A port the customer filed with the right details at `filedAt`, under the carrier's reference
 * `carrierPortId` (what the carrier answered the filing), and due to be asked about now: its phone
 * (port_pending) and request (submitted, on the timeline since `filedAt`) written in one
 * transaction, so that no job ever sees one without the other.
 */
export async function insertDuePort(db: Kysely<Database>, userId: number, port: { phoneNumber: string; pin: string; carrierPortId: string; filedAt: Date }): Promise<DuePort> {
  return db.transaction().execute(async (trx) => {
    const phoneId = await insertPortPendingPhone(trx, { userId, phoneNumber: port.phoneNumber, requestedAt: port.filedAt, completesAt: new Date() });
    const request = await insertPortRequest(trx, { userId, phoneId, phoneNumber: port.phoneNumber, accountNumber: 'ACCT2024', pin: port.pin, zip: '02110', status: 'submitted', rejectionCode: null });
    await updatePortRequest(trx, request.id, { carrier_port_id: port.carrierPortId, updated_at: port.filedAt });
    await addPortRequestEvent(trx, request.id, 'submitted', port.filedAt);
    return { phoneId, requestId: request.id, phoneNumber: port.phoneNumber };
  });
}
