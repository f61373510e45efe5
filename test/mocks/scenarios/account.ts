import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ActiveSubscription, BlockedNumber, Phone, Profile, SubscriptionStatus, VoicemailGreetingInfo } from '../../../src/contract/api';
import { buildActiveSubscription, buildPhone, buildProfile, buildSubscriptionStatus } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

export interface CustomerData {
  profile: Profile;
  subscription: SubscriptionStatus;
  activeSubscriptions: ActiveSubscription[];
  phones: Phone[];
}

/** What the route guard loads for a signed-in customer: profile, subscription, active subscriptions, phones. */
export function signedInCustomer(data: Partial<CustomerData> = {}): HttpHandler[] {
  const customer: CustomerData = {
    profile: buildProfile(),
    subscription: buildSubscriptionStatus(),
    activeSubscriptions: [buildActiveSubscription()],
    phones: [buildPhone()],
    ...data,
  };
  return [
    http.get(apiUrl('/user/webprofile'), answer(customer.profile)),
    http.get(apiUrl('/webgetsubscription'), answer(customer.subscription)),
    http.get(apiUrl('/websubscription/active'), answer(customer.activeSubscriptions)),
    http.get(apiUrl('/webphones'), answer(customer.phones)),
  ];
}

/** GET /webvmgreeting: the current greeting, or none (null). */
export function currentGreeting(greeting: VoicemailGreetingInfo | null = null): HttpHandler[] {
  // Its audio (GET /webvmgreeting/audio): an MP3 frame header, or 404 without a greeting, as the server answers.
  const audio = () =>
    greeting
      ? new HttpResponse(new Uint8Array([0xff, 0xfb, 0x90, 0x64]), { headers: { 'content-type': 'audio/mpeg' } })
      : HttpResponse.json({ failure: 'You have no greeting of your own: callers hear the standard one.' }, { status: 404 });
  return [http.get(apiUrl('/webvmgreeting'), answer(greeting)), http.get(apiUrl('/webvmgreeting/audio'), audio)];
}

export function blockedNumbers(numbers: BlockedNumber[] = []): HttpHandler[] {
  return [http.get(apiUrl('/webgetblockednumber'), answer(numbers))];
}

/** Every change to the account succeeds: name, card, email, password, proof of identity, deletion, greeting, blocking. */
export function accountChangesAccepted(): HttpHandler[] {
  return [
    http.put(apiUrl('/user/webprofile/'), accepted),
    http.put(apiUrl('/user/webprofile/more'), accepted),
    http.post(apiUrl('/webupdateemail'), accepted),
    http.post(apiUrl('/account/update-password'), accepted),
    http.get(apiUrl('/user/webdelete'), accepted),
    http.post(apiUrl('/account/reauth'), reauthenticated),
    http.post(apiUrl('/webvmgreeting/'), accepted),
    http.delete(apiUrl('/webvmgreeting'), accepted),
    http.post(apiUrl('/websaveblocknumber'), accepted),
    http.post(apiUrl('/webunblocknumber'), accepted),
  ];
}

/** The email and password changes refuse the proof sent with them, as the server answers a wrong current password. */
export function currentPasswordWrong(): HttpHandler[] {
  const refused = () => HttpResponse.json({ failure: 'Your current password is not correct.' }, { status: 403 });
  return [http.post(apiUrl('/webupdateemail'), refused), http.post(apiUrl('/account/update-password'), refused)];
}

const REAUTH_WINDOW_MS = 10 * 60_000;

/** POST /account/reauth accepts the proof (the sudo window's end is a fixed time: nothing reads it). */
export const reauthenticated = () =>
  HttpResponse.json({ success: true, message: 'Thank you: you can go on.', reauthenticated_until: new Date(Date.UTC(2026, 10, 28, 12) + REAUTH_WINDOW_MS).toISOString() });

/** POST /account/reauth refuses the proof: a wrong current password (403), or locked out (429). */
export function reauthRefused(status: 403 | 429 = 403): HttpHandler[] {
  const failure = status === 403 ? 'Your current password is not correct.' : 'Too many attempts. Try again in 15 minutes.';
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '900' } : {};
  return [http.post(apiUrl('/account/reauth'), () => HttpResponse.json({ failure }, { status, headers }))];
}

/** A backend of SPEC §7 only: there is no POST /account/reauth. */
export function reauthMissing(): HttpHandler[] {
  return [http.post(apiUrl('/account/reauth'), () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 }))];
}

/**
 * A server in "sudo mode": `guarded` answers 403 'Please confirm your password first.' until this
 * session has proven its identity at POST /account/reauth (a current password other than
 * `wrongPassword`, an ID token, or a passkey's answer); then it goes to the handlers beneath.
 */
export function identityGuard(guarded: { method: 'get' | 'post' | 'delete'; path: string }[], wrongPassword = 'wrong-password'): HttpHandler[] {
  let proven = false;
  return [
    http.post(apiUrl('/account/reauth'), async ({ request }) => {
      const proof = (await request.json()) as { current_password?: string; id_token?: string; passkey?: unknown };
      if (proof.current_password === wrongPassword) return HttpResponse.json({ failure: 'Your current password is not correct.' }, { status: 403 });
      if (!proof.current_password && !proof.id_token && !proof.passkey) return HttpResponse.json({ failure: 'Please confirm your password first.' }, { status: 400 });
      proven = true;
      return reauthenticated();
    }),
    ...guarded.map(({ method, path }) =>
      http[method](apiUrl(path), () => (proven ? undefined : HttpResponse.json({ failure: 'Please confirm your password first.' }, { status: 403 }))),
    ),
  ];
}
