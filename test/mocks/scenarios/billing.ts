import { http, HttpResponse, type HttpHandler } from 'msw';
import type { BillingHistoryItem, CardOnFile, UpgradeQuoteResponse } from '../../../src/contract/api';
import { buildBillingPage, buildCardOnFile, buildUpgradeQuote } from '../../factories';
import { apiUrl } from '../apiUrl';
import { answer } from './respond';

/** GET /api/billing/paymentmethod answers this card (null: none on file). */
export function cardOnFile(card: CardOnFile | null = buildCardOnFile()): HttpHandler[] {
  return [http.get(apiUrl('/billing/paymentmethod'), answer(card))];
}

/** A backend without the endpoints (SPEC §7 only): each answers 404. */
export function noBillingEndpoints(): HttpHandler[] {
  const notFound = () => HttpResponse.json({ failure: 'Not Found' }, { status: 404 });
  return [
    http.get(apiUrl('/billing/paymentmethod'), notFound),
    http.get(apiUrl('/billing/history'), notFound),
    http.get(apiUrl('/webupgradesubscription/quote'), notFound),
  ];
}

/** Each GET of the quote answers the next of `quotes` (the last one again once they run out). */
export function upgradeQuotes(...quotes: UpgradeQuoteResponse[]): HttpHandler[] {
  const left = quotes.length > 0 ? [...quotes] : [buildUpgradeQuote()];
  return [http.get(apiUrl('/webupgradesubscription/quote'), () => HttpResponse.json(structuredClone(left.length > 1 ? left.shift() : left[0])))];
}

/**
 * The billing history: `items` newest first, served in pages of the `limit` asked for, keyset
 * by `before` (an item's id) as our server does.
 */
export function billingHistory(items: BillingHistoryItem[] = []): HttpHandler[] {
  return [
    http.get(apiUrl('/billing/history'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const limit = Number(query.get('limit') ?? 50);
      const before = query.get('before');
      const start = before === null ? 0 : items.findIndex((item) => String(item.id) === before) + 1;
      const page = items.slice(start, start + limit);
      const more = start + limit < items.length;
      return HttpResponse.json(buildBillingPage(page, more ? page[page.length - 1].id : null));
    }),
  ];
}

/** Every receipt opens (HTML and PDF) and the CSV downloads, as files of the right type. */
export function receiptsAvailable(): HttpHandler[] {
  return [
    http.get(apiUrl('/billing/receipts/:receiptId'), ({ request, params }) => {
      const receiptId = String(params.receiptId);
      if (new URL(request.url).searchParams.get('format') === 'pdf') {
        return new HttpResponse('%PDF-1.7 receipt', { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="receipt-${receiptId}.pdf"` } });
      }
      return new HttpResponse(`<!doctype html><title>Receipt ${receiptId}</title><h1>Receipt ${receiptId}</h1>`, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    }),
    http.get(apiUrl('/billing/history.csv'), () =>
      new HttpResponse('Date,Description,Amount,Currency,Card,Status,Receipt\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="billing-history.csv"' },
      }),
    ),
  ];
}
