import type { Insertable } from 'kysely';
import type { CallsTable } from '../db/schema';
import { DEMO_CONTACTS, DEMO_PHONE_NUMBER } from './demoContacts';
import { pick, randomInt, seededRandom } from './seededRandom';

export const DEMO_CALL_COUNT = 60;
const DAY_MS = 86_400_000;
const CAUSES = ['SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'SUCCESS', 'NO_ANSWER', 'NO_ANSWER', 'USER_BUSY'] as const;

/** 60 calls over the two weeks before `now`: incoming and outgoing, answered, unanswered and busy. */
export function demoCalls(userId: number, now: Date): Insertable<CallsTable>[] {
  const random = seededRandom(20240601);
  return Array.from({ length: DEMO_CALL_COUNT }, (_, index) => {
    const other = pick(random, DEMO_CONTACTS);
    const outgoing = random() < 0.5;
    const cause = pick(random, CAUSES);
    // Daytime calls: a day in the last 14, between 08:00 and 21:59 UTC, whole seconds.
    const day = randomInt(random, 0, 13);
    const secondOfDay = randomInt(random, 8 * 3600, 22 * 3600 - 1);
    const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
    const time = midnight - day * DAY_MS + secondOfDay * 1000;
    // Later today has not happened yet: such a call took place the day before.
    const callDate = new Date(time > now.getTime() - 60_000 ? time - DAY_MS : time);
    return {
      user_id: userId,
      external_id: `seed-call-${index + 1}`,
      call_date: callDate,
      call_from: outgoing ? DEMO_PHONE_NUMBER : other,
      call_to: outgoing ? other : DEMO_PHONE_NUMBER,
      third_party_number: other,
      hangup_cause: cause,
      duration_seconds: cause === 'SUCCESS' ? randomInt(random, 8, 1500) : 0,
    };
  });
}
