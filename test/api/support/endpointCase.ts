import { http, HttpResponse, type HttpHandler } from 'msw';
import type { accountApi } from '../../../src/api/accountApi';
import type { authApi } from '../../../src/api/authApi';
import type { billingApi } from '../../../src/api/billingApi';
import type { callsApi } from '../../../src/api/callsApi';
import type { chatsApi } from '../../../src/api/chatsApi';
import type { creditsApi } from '../../../src/api/creditsApi';
import type { demoAccountApi } from '../../../src/api/demoAccountApi';
import type { esimApi } from '../../../src/api/esimApi';
import type { eventsApi } from '../../../src/api/eventsApi';
import type { passkeysApi } from '../../../src/api/passkeysApi';
import type { phonesApi } from '../../../src/api/phonesApi';
import type { portingApi } from '../../../src/api/portingApi';
import type { pushApi } from '../../../src/api/pushApi';
import type { sandboxApi } from '../../../src/api/sandboxApi';
import type { dataExportApi } from '../../../src/api/dataExportApi';
import type { sessionsApi } from '../../../src/api/sessionsApi';
import type { subscriptionApi } from '../../../src/api/subscriptionApi';
import type { voicemailApi } from '../../../src/api/voicemailApi';
import type { AppStore } from '../../../src/app/store';
import { API } from '../../mocks/apiUrl';
import type { RecordedFormValue, RecordedRequest } from '../../mocks/requestRecorder';

export type EndpointName =
  | keyof typeof authApi.endpoints
  | keyof typeof accountApi.endpoints
  | keyof typeof subscriptionApi.endpoints
  | keyof typeof phonesApi.endpoints
  | keyof typeof creditsApi.endpoints
  | keyof typeof callsApi.endpoints
  | keyof typeof chatsApi.endpoints
  | keyof typeof esimApi.endpoints
  | keyof typeof billingApi.endpoints
  | keyof typeof sessionsApi.endpoints
  | keyof typeof passkeysApi.endpoints
  | keyof typeof dataExportApi.endpoints
  | keyof typeof eventsApi.endpoints
  | keyof typeof portingApi.endpoints
  | keyof typeof demoAccountApi.endpoints
  | keyof typeof sandboxApi.endpoints
  | keyof typeof voicemailApi.endpoints
  | keyof typeof pushApi.endpoints;

/** 'required': Authorization always, refused without a token; 'none': never; 'optional': when there is one. */
export type AuthRule = 'required' | 'none' | 'optional';

export interface ExpectedRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Under the API base, exactly as sent (encoding and trailing slash included). */
  path: string;
  query?: Record<string, string>;
  /** The JSON body, when one is sent. */
  json?: unknown;
  /** The multipart fields, when the body is a form. */
  multipart?: Record<string, RecordedFormValue>;
  /** The Accept header, when not JSON (a receipt, a CSV). */
  accept?: string;
}

/** An answer that is not JSON: sent as is, with its type (and a download's file name). */
export interface RawAnswer {
  raw: string;
  contentType: string;
  disposition?: string;
}

function isRawAnswer(answer: unknown): answer is RawAnswer {
  return typeof answer === 'object' && answer !== null && 'raw' in answer && 'contentType' in answer;
}

export interface CallOutcome {
  data?: unknown;
  error?: unknown;
}

/** What initiate() returns: awaitable; a query's can also refetch and unsubscribe. */
export interface StartedCall extends PromiseLike<CallOutcome> {
  refetch?: () => PromiseLike<CallOutcome>;
  unsubscribe?: () => void;
}

/** One row of the endpoint table: how to call it, what must go over the wire, what comes back. */
export interface EndpointCase {
  endpoint: EndpointName;
  kind: 'query' | 'mutation';
  auth: AuthRule;
  /** Starts the call on a store (initiate). */
  start: (store: AppStore) => StartedCall;
  sends: ExpectedRequest;
  /** The mocked server's JSON answer (or a RawAnswer); null answers 204 with no body. */
  answer: unknown;
  /** The data the caller receives. */
  returns: unknown;
}

/** Whether a recorded request is the one this case sends. */
export function isRequestOf(endpointCase: EndpointCase, request: Pick<RecordedRequest, 'method' | 'path'>): boolean {
  return endpointCase.sends.method === request.method && endpointCase.sends.path === request.path;
}

/** One handler that answers every case's request with that case's answer, matched by method and exact path. */
export function answerEndpointCases(cases: readonly EndpointCase[]): HttpHandler {
  return http.all(`${API}/*`, ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.slice(new URL(API).pathname.length);
    const match = cases.find((endpointCase) => isRequestOf(endpointCase, { method: request.method, path }));
    if (!match) return undefined;
    if (match.answer === null) return new HttpResponse(null, { status: 204 });
    if (isRawAnswer(match.answer)) {
      const headers: Record<string, string> = { 'content-type': match.answer.contentType };
      if (match.answer.disposition) headers['content-disposition'] = match.answer.disposition;
      return new HttpResponse(match.answer.raw, { headers });
    }
    return HttpResponse.json(structuredClone(match.answer));
  });
}
