import type { AppPath } from '../../config/paths';
import type { VerifyEmailState } from '../../lib/routeState';
import type { ActiveSubscription, Phone, Profile, SessionUser, SubscriptionStatus } from '../../contract/api';

/** One guard query, reduced to what a decision needs. */
export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; failure: string }
  | { status: 'loaded'; data: T };

/** Everything the route guard decides from: the URL, the session and the four guard queries. */
export interface GuardInput {
  /** The route path, without the /app basename. */
  path: string;
  /** The query parameters the guard reads (empty values count as absent). */
  searchParams: { phoneNumber: string | null; token: string | null };
  token: string | null;
  user: SessionUser | null;
  profile: LoadState<Profile>;
  subscription: LoadState<SubscriptionStatus>;
  activeSubscriptions: LoadState<ActiveSubscription[]>;
  phones: LoadState<Phone[]>;
  /** The number picked on /area-code, before it is bought. */
  chosenPhoneNumber: string | null;
}

/** What a guarded route does. */
export type GuardDecision =
  | { kind: 'allow' }
  /** Guard data is still loading. */
  | { kind: 'wait' }
  /** `search` carries a ?phone_number= param on, so the next page still knows the number. */
  | { kind: 'redirect'; to: AppPath; search?: string; state?: VerifyEmailState }
  | { kind: 'clearSessionAndRedirect'; to: AppPath; state?: VerifyEmailState }
  /** No session, but a one-time sign-in token to exchange for one. */
  | { kind: 'verifyToken'; token: string }
  /** A guard query other than the profile failed: routing on missing data would misroute, so say so. */
  | { kind: 'failed'; message: string };
