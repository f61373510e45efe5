import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BlockedNumber, Profile, ProfileUpdate, UpdateEmailRequest } from '../../../src/types/api';
import { apiUrl } from '../../mocks/apiUrl';

/**
 * A profile that changes as the server's would: a saved name is the new name, a changed email
 * must be verified again. The SPA sees the change only if it asks again (tag invalidation).
 */
export function profileThatChanges(initial: Profile): HttpHandler[] {
  let profile = { ...initial };
  return [
    http.get(apiUrl('/user/webprofile'), () => HttpResponse.json(profile)),
    http.put(apiUrl('/user/webprofile/'), async ({ request }) => {
      const { first_name, last_name } = (await request.json()) as ProfileUpdate;
      profile = { ...profile, first_name, last_name };
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl('/webupdateemail'), async ({ request }) => {
      const { email } = (await request.json()) as UpdateEmailRequest;
      profile = { ...profile, email, is_verified: false };
      return HttpResponse.json({ success: true });
    }),
  ];
}

/** Blocked numbers that unblocking removes. */
export function blockedNumbersThatChange(initial: BlockedNumber[]): HttpHandler[] {
  let numbers = [...initial];
  return [
    http.get(apiUrl('/webgetblockednumber'), () => HttpResponse.json(numbers)),
    http.post(apiUrl('/webunblocknumber'), async ({ request }) => {
      const unblocked = ((await request.json()) as BlockedNumber[]).map((entry) => entry.phone_number);
      numbers = numbers.filter((entry) => !unblocked.includes(entry.phone_number));
      return HttpResponse.json({ success: true });
    }),
  ];
}
