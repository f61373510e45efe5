import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema';
import type { TelephonyEvent } from '../../../src/telephony/telephonyEvents';
import { signWebhookBody } from '../../../src/telephony/webhookSignature';
import { TEST_WEBHOOK_SECRET, uniqueNumber } from '../telephony';
import { insertCustomer, mintSessions, type ClusterCustomer } from './clusterData';
import { requestTo, type InstanceAnswer } from './instanceRequests';

/** A signed-in customer (one session token) with an active number of their own. */
export interface CustomerWithNumber extends ClusterCustomer {
  token: string;
  number: string;
}

export async function customerWithNumber(db: Kysely<Database>, label: string): Promise<CustomerWithNumber> {
  const customer = await insertCustomer(db, label);
  const [token] = await mintSessions(db, customer.userId, 1);
  const number = uniqueNumber();
  await db.insertInto('phones').values({ user_id: customer.userId, phone_number: number, status: 'active', origin: 'purchased' }).execute();
  return { ...customer, token, number };
}

/** What the carrier's webhook delivers to the instance at `baseUrl`: the event as JSON, signed with the cluster's TELEPHONY_WEBHOOK_SECRET. */
export function webhookTo(baseUrl: string, event: TelephonyEvent, secret = TEST_WEBHOOK_SECRET): Promise<InstanceAnswer> {
  const body = JSON.stringify(event);
  return requestTo(baseUrl, 'POST', '/api/telephony/webhook', { body, headers: { 'x-webhook-signature': signWebhookBody(secret, body) } });
}
