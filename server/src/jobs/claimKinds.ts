import type { Kysely } from 'kysely';
import { extendLookupClaims, releaseLookupClaims } from '../db/queries/callerLookupClaims';
import { extendExportClaims, releaseExportClaims } from '../db/queries/dataExports';
import { extendHoldClaims, releaseHoldClaims } from '../db/queries/numberHolds';
import { extendPortClaims, releasePortClaims } from '../db/queries/phones';
import { extendRenewalClaims, releaseRenewalClaims } from '../db/queries/subscriptions';
import type { Database } from '../db/schema';
import type { ClaimKind } from './lease';

/** Pending ports: the claim is the port's due time (phones.port_completes_at), released as due now. */
export const portClaims = (db: Kysely<Database>): ClaimKind<number> => ({
  name: 'ports',
  extend: (ids, from, to) => extendPortClaims(db, ids, from, to),
  release: (ids, from, now) => releasePortClaims(db, ids, from, now),
});

/** Due subscriptions (subscriptions.renewal_claimed_until). */
export const renewalClaims = (db: Kysely<Database>): ClaimKind<number> => ({
  name: 'renewals',
  extend: (ids, from, to) => extendRenewalClaims(db, ids, from, to),
  release: (ids, from) => releaseRenewalClaims(db, ids, from),
});

/** Ended number holds (number_holds.claimed_until). */
export const holdClaims = (db: Kysely<Database>): ClaimKind<string> => ({
  name: 'number holds',
  extend: (numbers, from, to) => extendHoldClaims(db, numbers, from, to),
  release: (numbers, from) => releaseHoldClaims(db, numbers, from),
});

/** Data exports being built (data_exports.claimed_until). */
export const exportClaims = (db: Kysely<Database>): ClaimKind<number> => ({
  name: 'data exports',
  extend: (ids, from, to) => extendExportClaims(db, ids, from, to),
  release: (ids, from) => releaseExportClaims(db, ids, from),
});

/** Numbers the caller-lookup backfill asks the carrier about (caller_lookup_claims.claimed_until). */
export const lookupClaims = (db: Kysely<Database>): ClaimKind<string> => ({
  name: 'caller lookups',
  extend: (numbers, from, to) => extendLookupClaims(db, numbers, from, to),
  release: (numbers, from) => releaseLookupClaims(db, numbers, from),
});
