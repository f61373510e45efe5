import { http, type HttpHandler } from 'msw';
import type { PhoneSearchResult } from '../../../src/contract/api';
import { buildPhoneSearchResult } from '../../factories';
import { apiUrl } from '../apiUrl';
import { accepted, answer } from './respond';

/** Any area-code search finds these numbers. */
export function numbersAvailable(result: PhoneSearchResult = buildPhoneSearchResult()): HttpHandler[] {
  return [http.get(apiUrl('/websearchphonesavailable/:areaCode'), answer(result))];
}

/** Searching finds nothing and suggests other area codes. */
export function areaCodeUnavailable(suggested: string[] = ['617', '781']): HttpHandler[] {
  return numbersAvailable(buildPhoneSearchResult({ area_code: suggested, phone_numbers: [], note: 'No numbers left' }));
}

/** Buying a found number and filing a port request both succeed. */
export function numberOrderAccepted(): HttpHandler[] {
  return [
    http.post(apiUrl('/phones/webpurchase/:phone'), accepted),
    http.get(apiUrl('/portphone/:number'), accepted),
  ];
}
