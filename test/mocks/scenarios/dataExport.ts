import { http, HttpResponse, type HttpHandler } from 'msw';
import type { DataExportStatus, OwnerProof } from '../../../src/contract/api';
import { apiUrl } from '../apiUrl';

/** The one password the scenario's server refuses as the owner proof (any other is right). */
export const WRONG_EXPORT_PASSWORD = 'Wrong#Password1';
export const ONCE_A_DAY = 'You can ask for a copy of your data once a day. You can ask again from 29 Nov 2026, 10:00 (America/New_York).';

export const noExportYet: DataExportStatus = { state: 'none', requested_at: null, ready_at: null, expires_at: null, size_bytes: null, next_request_at: null };
export const exportPreparing: DataExportStatus = { ...noExportYet, state: 'preparing', requested_at: '2026-11-28T15:00:00.000Z', next_request_at: '2026-11-29T15:00:00.000Z' };
export const exportReady: DataExportStatus = {
  state: 'ready',
  requested_at: '2026-11-28T15:00:00.000Z',
  ready_at: '2026-11-28T15:01:00.000Z',
  expires_at: '2026-11-29T15:01:00.000Z',
  size_bytes: 5120,
  next_request_at: '2026-11-29T15:00:00.000Z',
};

/** The ZIP's bytes as the scenario serves them (a local file header's signature, enough for a download). */
export const EXPORT_ZIP_BYTES = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

/**
 * 'Download your data' served as our server does: a request with a right password is prepared
 * (`pollsUntilReady` more reads say 'preparing', then 'ready'); a wrong password is a 403, a
 * missing one a 400; a second request while one is there is refused once a day.
 */
export function dataExportFlow(options: { initial?: DataExportStatus; pollsUntilReady?: number } = {}): HttpHandler[] {
  let status = options.initial ?? noExportYet;
  let pollsLeft = options.pollsUntilReady ?? 1;
  return [
    http.get(apiUrl('/account/export'), () => {
      if (status.state === 'preparing' && pollsLeft-- <= 0) status = exportReady;
      return HttpResponse.json(status);
    }),
    http.post(apiUrl('/account/export'), async ({ request }) => {
      const proof = (await request.json()) as OwnerProof;
      if (!proof.current_password) return HttpResponse.json({ failure: 'Please enter your current password.' }, { status: 400 });
      if (proof.current_password === WRONG_EXPORT_PASSWORD) return HttpResponse.json({ failure: 'Your current password is not correct.' }, { status: 403 });
      if ((status.state !== 'none' && status.state !== 'failed') || status.next_request_at) return HttpResponse.json({ failure: ONCE_A_DAY }, { status: 429, headers: { 'retry-after': '3600' } });
      status = exportPreparing;
      return HttpResponse.json(status, { status: 202 });
    }),
    http.get(apiUrl('/account/export/download'), () =>
      status.state === 'ready'
        ? new HttpResponse(EXPORT_ZIP_BYTES, { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="my-data-2026-11-28.zip"' } })
        : HttpResponse.json({ failure: 'There is no copy of your data to download. Ask for a new one on your account page.' }, { status: 404 }),
    ),
  ];
}

/** A backend without 'Download your data' (SPEC §7 only): each endpoint answers 404. */
export function noDataExport(): HttpHandler[] {
  const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
  return [http.get(apiUrl('/account/export'), notFound), http.post(apiUrl('/account/export'), notFound), http.get(apiUrl('/account/export/download'), notFound)];
}

/** Another tab or device asked today already: the page still offers to ask, and the server refuses. */
export function exportAskedElsewhere(): HttpHandler[] {
  return [http.post(apiUrl('/account/export'), () => HttpResponse.json({ failure: ONCE_A_DAY }, { status: 429, headers: { 'retry-after': '3600' } }))];
}
