import { creditsApi } from '../../src/api/creditsApi';
import '../../src/api/authApi';
import '../../src/api/portingApi';
import '../../src/api/subscriptionApi';
import { reportsOwnErrors } from '../../src/api/ownErrorReports';
import { makeStore } from '../../src/app/store';

/**
 * The error middleware's one rule: a failed mutation is toasted unless its endpoint declared,
 * beside its definition (reportsOwnErrors), that the screen reports that failure itself.
 */
function failed(endpointName: string, status: number, originalArgs?: unknown, type: 'mutation' | 'query' = 'mutation') {
  return {
    type: 'probe/executeMutation/rejected',
    payload: { status, failure: `Refused (${status})` },
    error: { message: 'Rejected' },
    meta: { requestId: 'r1', requestStatus: 'rejected', rejectedWithValue: true, aborted: false, condition: false, arg: { type, endpointName, originalArgs } },
  };
}

function toastsAfter(action: ReturnType<typeof failed>): string[] {
  const { store } = makeStore({ devTools: false });
  store.dispatch(action);
  return store.getState().notifications.toasts.map((toast) => toast.message);
}

describe('errorMiddleware', () => {
  it.each([
    ['a mutation no screen reports', failed('anyOtherMutation', 500), ['Refused (500)']],
    ['a failed query (shown where its data would be)', failed('getBalance', 500, undefined, 'query'), []],
    ['a 401 (the base query signs out)', failed('anyOtherMutation', 401), []],
    ['sign-in, reported in place', failed('signIn', 400), []],
    ['a purchase of credit, reported by the payment screen', failed('purchaseCredit', 402), []],
    ['a purchase of credit refused for now (429): the wait is told as it is', failed('purchaseCredit', 429), ['Refused (429)']],
    ['a sign-in refused for now (429): the sign-in screen tells it', failed('signIn', 429), []],
    ['a confirmed upgrade quote refused (409): the dialog shows the new price', failed('upgradeSubscription', 409, { quote_id: 'q1' }), []],
    ['an upgrade refused without a quote (409)', failed('upgradeSubscription', 409, { plan_id: 'p' }), ['Refused (409)']],
    ['an upgrade with a quote failing otherwise', failed('upgradeSubscription', 500, { quote_id: 'q1' }), ['Refused (500)']],
    ['a backend without the port tracker (404): the area code page files it by SPEC', failed('createPortRequest', 404), []],
    ['a port request failing otherwise', failed('createPortRequest', 500), ['Refused (500)']],
  ])('%s', (_case, action, toasts) => {
    expect(toastsAfter(action)).toEqual(toasts);
  });

  it('names endpoints the api module defines only', () => {
    // A misspelt endpoint would silently never match: it does not compile.
    // @ts-expect-error 'purchaseCredits' is not an endpoint of creditsApi
    const declareMisspelt = () => reportsOwnErrors(creditsApi, 'purchaseCredits');
    expect(typeof declareMisspelt).toBe('function');
  });
});
