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

/** Sign-up (with this browser's key for the verification link), password reset and resending the verification email succeed. */
export function visitorRequestsAccepted(): HttpHandler[] {
  return [
    http.post(apiUrl('/user/newsignup'), accepted),
    http.post(apiUrl('/account/verification-browser'), () => HttpResponse.json({ browser_key: 'key-of-this-browser-0123456789' })),
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

/**
 * The verification link's sign-in as the server does it: the register page gets `browserKey`; the
 * ticket `ticket` opens a session (`user`) only with that key, else it gives the address alone.
 */
export function verifiedLinkSignIn({ browserKey = 'key-of-this-browser-0123456789', ticket = 'ticket-from-the-redirect-0123456789', email = 'jane.doe@example.com', user = buildSessionUser() } = {}): HttpHandler[] {
  return [
    http.post(apiUrl('/account/verification-browser'), () => HttpResponse.json({ browser_key: browserKey })),
    http.post(apiUrl('/account/verified-sign-in'), async ({ request }) => {
      const body = (await request.json()) as { token?: string; browser_key?: string };
      if (body.token !== ticket) return HttpResponse.json({ failure: 'This sign-in link is invalid or has expired.' }, { status: 400 });
      return HttpResponse.json({ email, session: body.browser_key === browserKey ? user : null });
    }),
  ];
}

/** The sandbox's network simulator accepts every event for the caller's number. */
export function networkSimulated(summary = 'A missed call from (617) 555-0123 reached (212) 555-0100.'): HttpHandler[] {
  return [http.post(apiUrl('/sandbox/simulate'), () => HttpResponse.json({ success: true, summary }))];
}
