import { HttpResponse, type DefaultBodyType } from 'msw';

/** The answer of a call whose response the spec leaves open ('not shown'). */
export const accepted = () => HttpResponse.json({ success: true });

/** A JSON answer (a fresh copy per request, so a test can't mutate what the next request gets). */
export const answer = (body: DefaultBodyType, status = 200) => () =>
  HttpResponse.json(structuredClone(body), { status });
