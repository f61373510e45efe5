import { sql } from 'kysely';

/*
 * What a call or a chat shows of its other party, for a query whose call or chat row is aliased `c`
 * (user_id, third_party_number) and left-joined with caller_lookups as `l` on the number:
 * `.leftJoin('caller_lookups as l', 'l.phone_number', 'c.third_party_number')`.
 */

/** The customer blocked the other party (by blocked_numbers' unique index). */
export const otherPartyIsBlocked = sql<boolean>`exists (select 1 from blocked_numbers b where b.user_id = c.user_id and b.phone_number = c.third_party_number)`.as('is_blocked');

/** The carrier's lookup rates the other party as likely spam (not looked up yet: not spam). */
export const otherPartySpamLikely = sql<boolean>`coalesce(l.spam_likely, false)`.as('spam_likely');
