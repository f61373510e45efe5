import { billingApi } from '../../../src/api/billingApi';
import { buildBillingPage, buildCardOnFile, buildUpgradeQuote } from '../../factories';
import type { EndpointCase } from '../support/endpointCase';

const card = buildCardOnFile();
const quote = buildUpgradeQuote();
const page = buildBillingPage();
const receiptHtml = '<!doctype html><title>Receipt 1042</title><h1>Receipt</h1>';

/** The endpoints (not in SPEC §7): the card on file, the upgrade quote, the history and its files. */
export const billingCases: EndpointCase[] = [
  {
    endpoint: 'getCardOnFile',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(billingApi.endpoints.getCardOnFile.initiate()),
    sends: { method: 'GET', path: '/billing/paymentmethod' },
    answer: card,
    returns: card,
  },
  {
    endpoint: 'getUpgradeQuote',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(billingApi.endpoints.getUpgradeQuote.initiate(7)),
    sends: { method: 'GET', path: '/webupgradesubscription/quote', query: { plan: '7' } },
    answer: quote,
    returns: quote,
  },
  {
    endpoint: 'getBillingHistory',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(billingApi.endpoints.getBillingHistory.initiate()),
    sends: { method: 'GET', path: '/billing/history', query: { limit: '50' } },
    answer: page,
    returns: { pages: [page], pageParams: [null] },
  },
  {
    endpoint: 'getReceipt',
    kind: 'query',
    auth: 'required',
    start: (store) => store.dispatch(billingApi.endpoints.getReceipt.initiate(1042)),
    sends: { method: 'GET', path: '/billing/receipts/1042', accept: 'text/html' },
    answer: { raw: receiptHtml, contentType: 'text/html; charset=utf-8' },
    returns: receiptHtml,
  },
  {
    endpoint: 'downloadReceiptPdf',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(billingApi.endpoints.downloadReceiptPdf.initiate(1042)),
    sends: { method: 'GET', path: '/billing/receipts/1042', query: { format: 'pdf' }, accept: 'application/pdf' },
    answer: { raw: '%PDF-1.7', contentType: 'application/pdf', disposition: 'attachment; filename="receipt-R-1042.pdf"' },
    returns: { objectUrl: expect.stringMatching(/^blob:/) as unknown, fileName: 'receipt-R-1042.pdf' },
  },
  {
    endpoint: 'downloadBillingHistoryCsv',
    kind: 'mutation',
    auth: 'required',
    start: (store) => store.dispatch(billingApi.endpoints.downloadBillingHistoryCsv.initiate()),
    sends: { method: 'GET', path: '/billing/history.csv', accept: 'text/csv' },
    answer: { raw: 'date,description\r\n', contentType: 'text/csv; charset=utf-8', disposition: 'attachment; filename="billing-history.csv"' },
    returns: { objectUrl: expect.stringMatching(/^blob:/) as unknown, fileName: 'billing-history.csv' },
  },
];
