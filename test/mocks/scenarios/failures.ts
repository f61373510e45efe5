import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { apiUrl } from '../apiUrl';

/**
 * Failure overrides: each answers every method on `path` (a path under the API base, msw
 * parameters allowed). Put them after the scenario they override: `server.use(...)` puts the
 * latest first.
 */

/** The network fails (no response at all). */
export function serverDown(path: string): HttpHandler[] {
  return [http.all(apiUrl(path), () => HttpResponse.error())];
}

/** A proxy in front of the API answers with its HTML error page. */
export function answersHtml502(path: string): HttpHandler[] {
  const page = '<html><body><h1>502 Bad Gateway</h1></body></html>';
  return [http.all(apiUrl(path), () => HttpResponse.html(page, { status: 502 }))];
}

/** A 2xx whose body claims to be JSON but is not. */
export function malformedJson(path: string): HttpHandler[] {
  return [
    http.all(
      apiUrl(path),
      () => new HttpResponse('{"success": tru', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ),
  ];
}

/** The server refuses with a failure text (a 2xx carrying `failure` when status is 200). */
export function answersFailure(path: string, failure: string, status = 400): HttpHandler[] {
  return [http.all(apiUrl(path), () => HttpResponse.json({ failure }, { status }))];
}

/** An error status with nothing in the body. */
export function answersEmptyError(path: string, status = 500): HttpHandler[] {
  return [http.all(apiUrl(path), () => new HttpResponse(null, { status }))];
}

/** The token is no longer valid. */
export function unauthorized(path: string): HttpHandler[] {
  return answersFailure(path, 'Invalid token.', 401);
}

/** A 200 whose JSON lacks what the screens read (a server answering an older or broken shape). */
export function missingFields(path: string, body: JsonBodyType = {}): HttpHandler[] {
  return [http.all(apiUrl(path), () => HttpResponse.json(body))];
}

/** The server never answers: the call ends on the client's timeout (shorten it with setRequestTimeout). */
export function timesOut(path: string): HttpHandler[] {
  return [
    http.all(apiUrl(path), async ({ request }) => {
      await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()));
      return HttpResponse.error();
    }),
  ];
}
