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
  return [http.get(apiUrl('/webvmgreeting'), answer(greeting))];
}

export function blockedNumbers(numbers: BlockedNumber[] = []): HttpHandler[] {
  return [http.get(apiUrl('/webgetblockednumber'), answer(numbers))];
}

/** Every change to the account succeeds: name, card, email, password, deletion, greeting, blocking. */
export function accountChangesAccepted(): HttpHandler[] {
  return [
    http.put(apiUrl('/user/webprofile/'), accepted),
    http.put(apiUrl('/user/webprofile/more'), accepted),
    http.post(apiUrl('/webupdateemail'), accepted),
    http.post(apiUrl('/account/update-password'), accepted),
    http.get(apiUrl('/user/webdelete'), accepted),
    http.post(apiUrl('/webvmgreeting/'), accepted),
    http.post(apiUrl('/websaveblocknumber'), accepted),
    http.post(apiUrl('/webunblocknumber'), accepted),
  ];
}

/** The email and password changes refuse the proof sent with them, as the server answers a wrong current password. */
export function currentPasswordWrong(): HttpHandler[] {
  const refused = () => HttpResponse.json({ failure: 'Your current password is not correct.' }, { status: 403 });
  return [http.post(apiUrl('/webupdateemail'), refused), http.post(apiUrl('/account/update-password'), refused)];
}
