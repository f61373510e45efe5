import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { findPaymentByKey } from '../db/queries/payments';
import type { Database } from '../db/schema';

/** Without an Idempotency-Key header, the same purchase by the same user within this window is a repeat. */
export const DERIVED_KEY_WINDOW_MS = 2 * 60_000;

/** The Idempotency-Key header as the route schemas accept it: printable ASCII, no spaces. */
export const idempotencyHeaderSchema = {
  type: 'object',
  properties: {
    'idempotency-key': { type: 'string', minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$', description: 'One per purchase attempt: a retry charges once' },
  },
} as const;

export interface IdempotencyInput {
  userId: number;
  /** The route's purchase ('subscribe', 'credits', …): one header key never mixes two purchases. */
  purpose: string;
  /** The Idempotency-Key header, if sent. */
  headerKey: string | undefined;
  /** What makes two header-less requests the same purchase (the plan, the bundle). */
  fingerprint: string;
}

/**
 * The key stored in payments.idempotency_key (unique per user). With a header it is
 * `${purpose}:${header}`. Without one, the SPA's rule cannot apply, so the key is derived from the
 * purchase and a two-minute time window: a double click or a quick retry charges once, and the
 * previous window's key is reused when it was taken, so a double click across the boundary does too.
 * (Buying the same bundle twice within two minutes without a header is answered as a repeat.)
 */
export async function resolveIdempotencyKey(db: Kysely<Database>, input: IdempotencyInput, now = Date.now()): Promise<string> {
  if (input.headerKey) return `${input.purpose}:${input.headerKey}`;
  const digest = createHash('sha256').update(input.fingerprint).digest('hex').slice(0, 16);
  const window = Math.floor(now / DERIVED_KEY_WINDOW_MS);
  const keyOf = (w: number) => `${input.purpose}:derived:${digest}:${w}`;
  const previous = await findPaymentByKey(db, input.userId, keyOf(window - 1));
  if (previous && now - new Date(previous.created_at).getTime() < DERIVED_KEY_WINDOW_MS) return keyOf(window - 1);
  return keyOf(window);
}
