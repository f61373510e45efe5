import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SessionUser } from '../../../src/contract/api';
import { buildFeatureFlag, buildSessionUser } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

/** Sign-in with a password, Apple, Google or a one-time token all open a session. */
export function signInSucceeds(user: SessionUser = buildSessionUser()): HttpHandler[] {
  return [
    http.post(apiUrl('/user/websignin/'), answer(user)),
    http.post(apiUrl('/webiosverifyidtoken'), answer(user)),
    http.post(apiUrl('/webgoogleverifyidtoken/:credential'), answer(user)),
    http.get(apiUrl('/user/verifytoken/:token'), answer(user)),
  ];
}

/** POST /websocialnonce hands out 'nonce-1', 'nonce-2', … (asked for before each Google or Apple sign-in). */
export function socialNoncesIssued(expiresIn = 600): HttpHandler[] {
  let issued = 0;
  return [
    http.post(apiUrl('/websocialnonce'), () => {
      issued += 1;
      return HttpResponse.json({ nonce: `nonce-${issued}`, expires_in: expiresIn });
    }),
  ];
}

/** Wrong credentials: the server answers with a failure text. */
export function signInFails(failure = 'Invalid username or password', status = 400): HttpHandler[] {
  return [http.post(apiUrl('/user/websignin/'), answer({ failure }, status))];
}

/** Sign-up, password reset and resending the verification email succeed. */
export function visitorRequestsAccepted(): HttpHandler[] {
  return [
    http.post(apiUrl('/user/newsignup'), accepted),
    http.post(apiUrl('/account/request-password-reset'), accepted),
    http.post(apiUrl('/account/resend-verification/'), accepted),
  ];
}

export function featureFlag(name: string, enabled: boolean): HttpHandler[] {
  return [http.get(apiUrl(`/webgetfeatureflag/${name}`), answer(buildFeatureFlag({ enabled })))];
}

export function logoutSucceeds(): HttpHandler[] {
  return [http.post(apiUrl('/user/weblogout'), accepted)];
}

/** A sandbox server with its demo customer: the login page offers it. */
export function demoAccountOffered(account = { email: 'demo@example.com', password: 'demo-password-1' }): HttpHandler[] {
  return [http.get(apiUrl('/sandbox/demo-account'), answer(account))];
}
