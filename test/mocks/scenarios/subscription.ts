import { http, HttpResponse, type HttpHandler } from 'msw';
import type { Plan } from '../../../src/contract/api';
import { buildPlanList } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

const checkoutPaths = ['/websubscription', '/webresubscription', '/webupgradesubscription'];

export function plansAvailable(plans: Plan[] = buildPlanList()): HttpHandler[] {
  return [http.get(apiUrl('/plans/'), answer(plans))];
}

/** Subscribing, re-subscribing and upgrading all succeed. */
export function checkoutSucceeds(): HttpHandler[] {
  return checkoutPaths.map((path) => http.post(apiUrl(path), accepted));
}

/** The payment is refused: every checkout call answers with a failure text. */
export function makeCheckoutFail(failure = 'Your card was declined.', status = 402): HttpHandler[] {
  return checkoutPaths.map((path) => http.post(apiUrl(path), answer({ failure }, status)));
}

/** Cancelling answers 204 No Content (the SPA never reads a DELETE body). */
export function cancellationAccepted(): HttpHandler[] {
  const noContent = () => new HttpResponse(null, { status: 204 });
  return [
    http.delete(apiUrl('/websubscription/details/:subscriptionId'), noContent),
    http.post(apiUrl('/websubscription/details/:subscriptionId/resume'), () => HttpResponse.json({ success: true, message: 'Your plan will renew.' })),
  ];
}
