import { issueOneTimeToken } from '../../../server/src/db/queries/oneTimeTokens';
import { revokeUserSessions } from '../../../server/src/db/queries/sessions';
import { sandboxRecaptchaToken } from '../../../server/src/providers/recaptcha/sandboxRecaptchaVerifier';
import type { E2eServer } from './e2eServer';
import { linkIn, waitForMail } from './outbox';

export interface Customer {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let customerCount = 0;

/** An address no other customer of this run has. */
export function uniqueEmail(label: string): string {
  customerCount += 1;
  return `${label}.${process.pid}.${customerCount}@example.com`;
}

/**
 * Arranges a customer through the API, as the register form would (and, unless `verified` is
 * false, opens the emailed verification link), for journeys whose subject is something else.
 */
export async function createCustomer(server: E2eServer, options: { label?: string; verified?: boolean } = {}): Promise<Customer> {
  const customer = { email: uniqueEmail(options.label ?? 'customer'), password: 'e2e-password-1', firstName: 'Erin', lastName: 'Endtoend' };
  const response = await fetch(`${server.origin}/api/user/newsignup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: customer.firstName,
      last_name: customer.lastName,
      email: customer.email,
      username: customer.email,
      password: customer.password,
      mac_address: 'e2e-device',
      device_type: 'web',
      // The sandbox accepts each token once, as Google does: a new one per sign-up.
      recaptcha_token: sandboxRecaptchaToken(),
    }),
  });
  if (!response.ok) throw new Error(`Sign-up of ${customer.email} failed: ${response.status} ${await response.text()}`);
  if (options.verified !== false) {
    const mail = await waitForMail(server, customer.email);
    const verified = await fetch(linkIn(mail, '/api/account/verify-email'), { redirect: 'manual' });
    if (verified.status !== 302) throw new Error(`Verifying ${customer.email} failed: ${verified.status}`);
  }
  const user = await server.db.selectFrom('users').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow();
  return { id: user.id, ...customer };
}

/** Gives the customer a number without a plan: a lapsed subscription, as far as the guard can tell. */
export async function giveNumber(server: E2eServer, customer: Customer, phoneNumber: string): Promise<void> {
  await server.db.insertInto('phones').values({ user_id: customer.id, phone_number: phoneNumber, status: 'active', origin: 'purchased' }).execute();
}

/** A one-time sign-in token, as the phone app's links carry (/area-code?token=…). */
export async function signInToken(server: E2eServer, userId: number): Promise<string> {
  return issueOneTimeToken(server.db, { userId, purpose: 'sign_in', ttlMs: server.config.signInTokenTtlMs });
}

/** Revokes every session of the user in the database, as support or a password reset elsewhere would. */
export async function revokeSessions(server: E2eServer, userId: number): Promise<void> {
  await revokeUserSessions(server.db, userId);
}
