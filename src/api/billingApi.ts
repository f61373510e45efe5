import type { BillingHistoryPage, CardOnFile, Id, UpgradeQuoteResponse } from '../contract/api';
import { idSegment } from '../lib/ids';
import { baseApi } from './baseApi';
import { billingChecks } from './responseChecks/billingChecks';
import { provides } from './tags';

/** Charges per page of the billing history: one screenful and a little more. */
export const BILLING_PAGE_SIZE = 50;

/** A file the customer downloads: a same-origin object URL (revoke it once used) and its name. */
export interface DownloadedFile {
  objectUrl: string;
  fileName: string;
}

/** The file name a Content-Disposition header gives, or the fallback. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** An error answer read as JSON (or text), so that the base query finds its `failure` text as for any other call. */
async function readError(response: Response): Promise<unknown> {
  const body = await response.text();
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** Reads a page answer as text; an error answer as readError does. */
async function readPage(response: Response): Promise<unknown> {
  return response.ok ? response.text() : readError(response);
}

/** Reads a file answer into an object URL; an error answer as readError does. */
export function readFile(fallbackName: string) {
  return async (response: Response): Promise<DownloadedFile | unknown> => {
    if (!response.ok) return readError(response);
    return { objectUrl: URL.createObjectURL(await response.blob()), fileName: fileNameOf(response, fallbackName) };
  };
}

/**
 * Not in SPEC §7: the card on file, the upgrade quote, the billing history and its
 * receipts. A backend without these answers an error; the screens then keep SPEC's own flows.
 * Receipts and the CSV need the Authorization header, so they are fetched here rather than
 * linked.
 */
export const billingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCardOnFile: build.query<CardOnFile | null, void>({
      query: () => '/billing/paymentmethod',
      rawResponseSchema: billingChecks.cardOnFile,
      providesTags: [...provides.getCardOnFile],
    }),
    /** A price held for minutes: never served from the cache (see useUpgradeQuote). */
    getUpgradeQuote: build.query<UpgradeQuoteResponse, Id>({
      query: (planId) => ({ url: '/webupgradesubscription/quote', params: { plan: String(planId) } }),
      rawResponseSchema: billingChecks.upgradeQuote,
      keepUnusedDataFor: 0,
    }),
    getBillingHistory: build.infiniteQuery<BillingHistoryPage, void, Id | null>({
      query: ({ pageParam }) => ({
        url: '/billing/history',
        params: pageParam === null ? { limit: String(BILLING_PAGE_SIZE) } : { before: String(pageParam), limit: String(BILLING_PAGE_SIZE) },
      }),
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_before ?? undefined,
      },
      rawResponseSchema: billingChecks.billingHistory,
      providesTags: [...provides.getBillingHistory],
    }),
    /** The receipt's printable page, as HTML text (shown in a sandboxed frame). */
    getReceipt: build.query<string, Id>({
      query: (receiptId) => ({ url: `/billing/receipts/${idSegment(receiptId)}`, headers: { Accept: 'text/html' }, responseHandler: readPage }),
    }),
    downloadReceiptPdf: build.mutation<DownloadedFile, Id>({
      query: (receiptId) => ({
        url: `/billing/receipts/${idSegment(receiptId)}`,
        params: { format: 'pdf' },
        headers: { Accept: 'application/pdf' },
        responseHandler: readFile(`receipt-${String(receiptId)}.pdf`),
      }),
    }),
    downloadBillingHistoryCsv: build.mutation<DownloadedFile, void>({
      query: () => ({ url: '/billing/history.csv', headers: { Accept: 'text/csv' }, responseHandler: readFile('billing-history.csv') }),
    }),
  }),
});

export const {
  useGetCardOnFileQuery,
  useLazyGetUpgradeQuoteQuery,
  useGetBillingHistoryInfiniteQuery,
  useGetReceiptQuery,
  useDownloadReceiptPdfMutation,
  useDownloadBillingHistoryCsvMutation,
} = billingApi;
