import { http, type HttpHandler } from 'msw';
import type { CreditBundle } from '../../../src/contract/api';
import { buildBalance, buildCreditBundles } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

export function creditBundlesAvailable(bundles: CreditBundle[] = buildCreditBundles()): HttpHandler[] {
  return [http.get(apiUrl('/getcredits'), answer(bundles))];
}

/** The wallet holds this many dollars. */
export function balanceOf(dollars = 12.5): HttpHandler[] {
  return [http.get(apiUrl('/webgetbalance'), answer(buildBalance(dollars)))];
}

export function creditPurchaseSucceeds(): HttpHandler[] {
  return [http.post(apiUrl('/webpurchasecredit'), accepted)];
}
