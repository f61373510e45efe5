import { http, HttpResponse, type HttpHandler } from 'msw';
import type { PasskeyRegistrationRequest, PasskeySignInRequest, PasskeySummary, SessionUser } from '../../../src/contract/api';
import { buildPasskeyCreationOptions, buildPasskeyList, buildPasskeyRequestOptions, buildSessionUser } from '../../factories';
import { apiUrl } from '../apiUrl';
import { answer } from './respond';

/** When the sandbox's clock says a new passkey was added. */
export const PASSKEY_ADDED_AT = '2026-11-28T12:00:00.000Z';

/**
 * The customer's passkeys, served as our server does: adding one puts it last in the list
 * (labelled by the browser when no label comes), removing one takes it out (404 when it is gone),
 * and signing in with one opens `user`'s session. Proof options need one passkey at least (400).
 */
export function passkeysOf(passkeys: PasskeySummary[] = buildPasskeyList(), user: SessionUser = buildSessionUser()): HttpHandler[] {
  let live = structuredClone(passkeys);
  let nextId = 100;
  return [
    http.get(apiUrl('/passkeys'), () => HttpResponse.json({ passkeys: structuredClone(live) })),
    http.post(apiUrl('/passkeys/registration-options'), answer(buildPasskeyCreationOptions())),
    http.post(apiUrl('/passkeys'), async ({ request }) => {
      const body = (await request.json()) as PasskeyRegistrationRequest;
      if (!body.credential?.response?.attestationObject) return HttpResponse.json({ failure: 'The passkey could not be verified.' }, { status: 400 });
      nextId += 1;
      const added: PasskeySummary = { id: nextId, label: body.label ?? 'Chrome on macOS', created_at: PASSKEY_ADDED_AT, last_used_at: null, backed_up: true };
      live = [...live, added];
      return HttpResponse.json(added, { status: 201 });
    }),
    http.delete(apiUrl('/passkeys/:passkeyId'), ({ params }) => {
      if (!live.some((passkey) => String(passkey.id) === params.passkeyId)) return HttpResponse.json({ failure: 'Passkey not found.' }, { status: 404 });
      live = live.filter((passkey) => String(passkey.id) !== params.passkeyId);
      return HttpResponse.json({ success: true, message: 'Passkey removed.' });
    }),
    http.post(apiUrl('/passkeys/sign-in-options'), answer(buildPasskeyRequestOptions())),
    http.post(apiUrl('/passkeys/sign-in'), async ({ request }) => {
      const body = (await request.json()) as PasskeySignInRequest;
      if (!body.credential?.response?.signature) return HttpResponse.json({ failure: 'This passkey is not known here.' }, { status: 401 });
      return HttpResponse.json(structuredClone(user));
    }),
    http.post(apiUrl('/passkeys/proof-options'), () =>
      live.length === 0
        ? HttpResponse.json({ failure: 'Your account has no passkey yet.' }, { status: 400 })
        : HttpResponse.json(buildPasskeyRequestOptions({ allowCredentials: live.map((passkey) => ({ id: `credential-${passkey.id}`, type: 'public-key' as const })) })),
    ),
  ];
}

/** POST /passkeys/sign-in refuses: an unknown passkey (401), or the sign-in budget spent (429). */
export function passkeySignInRefused(status: 401 | 429 = 401): HttpHandler[] {
  const failure = status === 401 ? 'This passkey is not known here.' : 'Too many attempts. Try again in 15 minutes.';
  const headers: Record<string, string> = status === 429 ? { 'Retry-After': '900' } : {};
  return [http.post(apiUrl('/passkeys/sign-in'), () => HttpResponse.json({ failure }, { status, headers }))];
}

/** A backend of SPEC §7 only: every passkey route answers 404. */
export function noPasskeyEndpoints(): HttpHandler[] {
  const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
  return [
    http.get(apiUrl('/passkeys'), notFound),
    http.post(apiUrl('/passkeys'), notFound),
    http.delete(apiUrl('/passkeys/:passkeyId'), notFound),
    http.post(apiUrl('/passkeys/registration-options'), notFound),
    http.post(apiUrl('/passkeys/sign-in-options'), notFound),
    http.post(apiUrl('/passkeys/sign-in'), notFound),
    http.post(apiUrl('/passkeys/proof-options'), notFound),
  ];
}
