import { phonesApi } from '../../../src/api/phonesApi';
import { buildPhone, buildPhoneSearchResult, buildSuccess } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const phones = [buildPhone({ phone_number: '8575550100' })];
const found = buildPhoneSearchResult();
const success = buildSuccess();

export const phonesCases: EndpointCase[] = [
  {
    endpoint: 'getPhones',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(phonesApi.endpoints.getPhones.initiate()),
    sends: { method: 'GET', path: '/webphones' },
    answer: phones,
    returns: phones,
  },
  {
    endpoint: 'searchAvailablePhones',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(phonesApi.endpoints.searchAvailablePhones.initiate('857')),
    sends: { method: 'GET', path: '/websearchphonesavailable/857' },
    answer: found,
    returns: found,
  },
  {
    endpoint: 'requestPortNumber',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(phonesApi.endpoints.requestPortNumber.initiate('6175550123')),
    sends: { method: 'GET', path: '/portphone/6175550123' },
    answer: success,
    returns: success,
  },
  {
    endpoint: 'purchasePhone',
    kind: 'mutation',
    auth: 'required',
    start: (store) =>
      store.dispatch(phonesApi.endpoints.purchasePhone.initiate({ phone: '8575550101', phone_name: 'Work' })),
    sends: { method: 'POST', path: '/phones/webpurchase/8575550101', json: { phone_name: 'Work' } },
    answer: success,
    returns: success,
  },
];
