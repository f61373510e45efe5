import type { PageDataPrefetch } from './prefetchRouteData';

/**
 * The first data of the pages whose content waits for a query of their own (beyond the guard's,
 * which prefetchGuardData starts). Each API slice loads with the call, so none of them weighs on
 * the first paint of the pages without it.
 */
export const pageDataPrefetches = {
  calls: ((dispatch) =>
    import('../../api/callsApi').then(({ callsApi }) => dispatch(callsApi.util.prefetch('getCallLog', undefined, {})))) satisfies PageDataPrefetch,
  esim: ((dispatch) =>
    import('../../api/esimApi').then(({ esimApi }) => dispatch(esimApi.util.prefetch('getEsimDetails', undefined, {})))) satisfies PageDataPrefetch,
  addCredit: ((dispatch) =>
    import('../../api/creditsApi').then(({ creditsApi }) => dispatch(creditsApi.util.prefetch('getBalance', undefined, {})))) satisfies PageDataPrefetch,
};
