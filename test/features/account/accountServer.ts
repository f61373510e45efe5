import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BlockedNumber, Profile, ProfileUpdate } from '../../../src/contract/api';
import { apiUrl } from '../../mocks/apiUrl';

/**
 * A profile that changes as the server's would: a saved name is the new name; an email change
 * is only requested (the address changes once the link mailed to it is followed, not here). The
 * SPA sees a change only if it asks again (tag invalidation).
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
    http.post(apiUrl('/webupdateemail'), () =>
      HttpResponse.json({ success: true, message: 'Check your new address for a confirmation link. Your email changes once you open it.' }),
    ),
  ];
}

/**
 * From now on the profile is unverified: the address stopped being verified while the page was
 * open (the route guard lets only verified customers in). Give it once the page has loaded.
 */
export function profileNoLongerVerified(profile: Profile): HttpHandler[] {
  return [http.get(apiUrl('/user/webprofile'), () => HttpResponse.json({ ...profile, is_verified: false }))];
}

/** Blocked numbers that unblocking removes. */
export function blockedNumbersThatChange(initial: BlockedNumber[]): HttpHandler[] {
  let numbers = [...initial];
  return [
    http.get(apiUrl('/webgetblockednumber'), () => HttpResponse.json(numbers)),
    http.post(apiUrl('/websaveblocknumber'), async ({ request }) => {
      numbers = [...numbers, ...((await request.json()) as BlockedNumber[])];
      return HttpResponse.json({ success: true });
    }),
    http.post(apiUrl('/webunblocknumber'), async ({ request }) => {
      const unblocked = ((await request.json()) as BlockedNumber[]).map((entry) => entry.phone_number);
      numbers = numbers.filter((entry) => !unblocked.includes(entry.phone_number));
      return HttpResponse.json({ success: true });
    }),
  ];
}
