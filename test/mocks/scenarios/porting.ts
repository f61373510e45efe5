import { http, HttpResponse, type HttpHandler } from 'msw';
import type { CreatePortRequest, PortRequest, ResubmitPortRequest } from '../../../src/contract/api';
import { buildRejectedPortRequest } from '../../factories';
import { apiUrl } from '../apiUrl';

/**
 * The port tracker, served as our server does: a new request is 'submitted' and
 * listed first; resubmitting a rejected one (only its owner's, only when rejected) puts it back
 * to 'submitted' with a new timeline entry. The details are never answered back.
 */
export function portTracker(requests: PortRequest[] = [buildRejectedPortRequest()]): HttpHandler[] {
  let live = structuredClone(requests);
  const now = () => new Date().toISOString();
  return [
    http.get(apiUrl('/portphone/requests'), () => HttpResponse.json(structuredClone(live))),
    http.post(apiUrl('/portphone/requests'), async ({ request }) => {
      const body = (await request.json()) as CreatePortRequest;
      const created: PortRequest = {
        id: `00000000-0000-4000-8000-${String(live.length + 1).padStart(12, '0')}`,
        phone_number: body.phone_number,
        status: 'submitted',
        account_number_last4: body.account_number.slice(-4),
        zip: body.zip,
        scheduled_for: null,
        rejection: null,
        timeline: [{ status: 'submitted', at: now() }],
        created_at: now(),
        updated_at: now(),
      };
      live = [created, ...live];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.post(apiUrl('/portphone/requests/:portRequestId/resubmit'), async ({ params, request }) => {
      const found = live.find((item) => item.id === params.portRequestId);
      if (!found) return HttpResponse.json({ failure: 'This transfer request was not found.' }, { status: 404 });
      if (found.status !== 'rejected') return HttpResponse.json({ failure: 'Only a rejected transfer can be resubmitted. This one is still in progress or done.' }, { status: 409 });
      const body = (await request.json()) as ResubmitPortRequest;
      const resubmitted: PortRequest = {
        ...found,
        status: 'submitted',
        rejection: null,
        account_number_last4: body.account_number?.slice(-4) ?? found.account_number_last4,
        zip: body.zip ?? found.zip,
        timeline: [...found.timeline, { status: 'submitted', at: now() }],
        updated_at: now(),
      };
      live = live.map((item) => (item.id === found.id ? resubmitted : item));
      return HttpResponse.json(resubmitted);
    }),
  ];
}

/** A backend without the port tracker (SPEC §7 only): each of its routes answers 404. */
export function noPortTracker(): HttpHandler[] {
  const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
  return [
    http.get(apiUrl('/portphone/requests'), notFound),
    http.post(apiUrl('/portphone/requests'), notFound),
    http.post(apiUrl('/portphone/requests/:portRequestId/resubmit'), notFound),
  ];
}
