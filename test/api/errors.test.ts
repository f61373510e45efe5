import { http, HttpResponse } from 'msw';
import { failureText, isApiError, type ApiError } from '../../src/api/apiError';
import { phonesApi } from '../../src/api/phonesApi';
import { subscriptionApi } from '../../src/api/subscriptionApi';
import { apiUrl } from '../mocks/apiUrl';
import { recordRequests } from '../mocks/requestRecorder';
import {
  answersEmptyError,
  answersFailure,
  answersHtml502,
  cancellationAccepted,
  checkoutSucceeds,
  makeCheckoutFail,
  malformedJson,
  serverDown,
} from '../mocks/scenarios';
import { server } from '../mocks/server';
import { endpointCases } from './endpointCases';
import { signedInStore, storeWithSession } from './support/testStore';

const checkout = { plan: 3, recaptcha_token: 'recaptcha-ok' };

async function loadPlans(): Promise<ApiError | undefined> {
  const result = await signedInStore().dispatch(subscriptionApi.endpoints.getPlans.initiate());
  return result.error as ApiError | undefined;
}

async function subscribe(): Promise<{ data?: unknown; error?: ApiError }> {
  const result = await signedInStore().dispatch(subscriptionApi.endpoints.subscribe.initiate(checkout));
  return 'error' in result ? { error: result.error as ApiError } : { data: result.data };
}

async function cancel(): Promise<{ data?: unknown; error?: ApiError }> {
  const result = await signedInStore().dispatch(subscriptionApi.endpoints.cancelSubscription.initiate(12));
  return 'error' in result ? { error: result.error as ApiError } : { data: result.data };
}

describe('SPEC §8: a non-2xx response', () => {
  it('fails with the failure text of its JSON body', async () => {
    server.use(...makeCheckoutFail('Your card was declined.', 402));

    expect((await subscribe()).error).toEqual({ status: 402, failure: 'Your card was declined.' });
  });

  it.each([
    ['an empty body', answersEmptyError('/plans/', 500), 500],
    ['an HTML 502 page from a proxy', answersHtml502('/plans/'), 502],
  ])('with %s fails with Internal Server Error', async (_body, handlers, status) => {
    server.use(...handlers);

    expect(await loadPlans()).toEqual({ status, failure: 'Internal Server Error' });
  });

  it('with a JSON body without a failure text fails with Internal Server Error, marked as no failure text', async () => {
    server.use(...answersFailure('/plans/', '', 503));

    // Screens with a text of their own ('failure text or …', SPEC §8) show theirs instead.
    expect(await loadPlans()).toEqual({ status: 503, failure: 'Internal Server Error', withoutFailureText: true });
  });
});

describe('SPEC §8: a 2xx response', () => {
  it('with malformed JSON fails with Internal Server Error', async () => {
    server.use(...malformedJson('/plans/'));

    expect(await loadPlans()).toEqual({ status: 200, failure: 'Internal Server Error', withoutFailureText: true });
  });

  it('carrying a failure field is an error with that text', async () => {
    server.use(...answersFailure('/websubscription', 'Plan no longer offered', 200));

    const { data, error } = await subscribe();
    expect(data).toBeUndefined();
    expect(error).toEqual({ status: 200, failure: 'Plan no longer offered' });
  });

  it('carrying a failure field fails a query too (an area-code search)', async () => {
    server.use(...answersFailure('/websearchphonesavailable/:areaCode', 'Area code not served', 200));

    const result = await signedInStore().dispatch(phonesApi.endpoints.searchAvailablePhones.initiate('999'));
    expect(result.error).toEqual({ status: 200, failure: 'Area code not served' });
  });

  it('without a failure field is data', async () => {
    server.use(...checkoutSucceeds());

    expect(await subscribe()).toEqual({ data: { success: true } });
  });
});

describe('SPEC §8: no response at all', () => {
  it('fails with Network Error', async () => {
    server.use(...serverDown('/plans/'));

    expect(await loadPlans()).toEqual({ status: 'NETWORK_ERROR', failure: 'Network Error' });
  });
});

describe('SPEC §8: an authenticated call without a token', () => {
  const authenticated = endpointCases.filter((row) => row.auth === 'required');

  it.each(authenticated)('$endpoint is refused before any request is sent', async (row) => {
    const recorder = recordRequests();

    const outcome = await row.start(storeWithSession({ token: null }));

    expect(outcome.error).toEqual({ status: 'NO_TOKEN', failure: 'No Token provied in session storage.' });
    expect(recorder.count()).toBe(0);
  });
});

describe('SPEC §7: DELETE calls', () => {
  it('resolve to { success: true } on 204 No Content', async () => {
    server.use(...cancellationAccepted());

    expect(await cancel()).toEqual({ data: { success: true } });
  });

  it('resolve to { success: true } without reading the body, even one that is not JSON', async () => {
    server.use(http.delete(apiUrl('/websubscription/details/:id'), () => HttpResponse.text('Deleted <b>ok</b>')));

    expect(await cancel()).toEqual({ data: { success: true } });
  });

  it('still fail on a non-2xx answer, with its failure text', async () => {
    server.use(...answersFailure('/websubscription/details/:id', 'Subscription not found', 404));

    expect((await cancel()).error).toEqual({ status: 404, failure: 'Subscription not found' });
  });

  it('still fail on a non-2xx HTML answer, with Internal Server Error', async () => {
    server.use(...answersHtml502('/websubscription/details/:id'));

    expect((await cancel()).error).toEqual({ status: 502, failure: 'Internal Server Error' });
  });
});

describe('failureText and isApiError (what screens show after unwrap())', () => {
  it('shows the failure text of an API error', async () => {
    server.use(...makeCheckoutFail('Insufficient funds'));
    const store = signedInStore();

    const thrown: unknown = await store
      .dispatch(subscriptionApi.endpoints.subscribe.initiate(checkout))
      .unwrap()
      .catch((error: unknown) => error);

    expect(isApiError(thrown)).toBe(true);
    expect(failureText(thrown)).toBe('Insufficient funds');
  });

  it.each([
    ['an Error with a message', new Error('Stripe Error'), 'Stripe Error'],
    ['an Error without a message', new Error(''), 'Network Error'],
    ['anything else', 'oops', 'Network Error'],
  ])('falls back for %s', (_what, thrown, shown) => {
    expect(isApiError(thrown)).toBe(false);
    expect(failureText(thrown)).toBe(shown);
  });
});
