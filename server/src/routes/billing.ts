import type { BillingHistoryPage, CardOnFile } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { historyCsv, historyItem } from '../billing/billingHistory';
import { cardOnFileOf } from '../billing/cardOnFile';
import { receiptPdf } from '../billing/receiptPdf';
import { loadReceipt, RECEIPT_NUMBER_PATTERN } from '../billing/receipts';
import { findUserChargeId, findUserReceiptPayment, listHistoryPage } from '../db/queries/billingRecords';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, tokenSecurity } from '../http/schemas';
import { VersionedCache } from '../lib/versionedCache';
import { wallClockIn } from '../lib/wallClock';
import { pageContentSecurityPolicy } from '../pages/htmlPage';
import { receiptPage } from '../pages/receiptPage';
import type { RouteModule } from './RouteModule';

export const HISTORY_DEFAULT_LIMIT = 50;
export const HISTORY_MAX_LIMIT = 200;
export const RECEIPT_NOT_FOUND = 'Receipt not found.';
export const UNKNOWN_CURSOR = 'Invalid request: querystring/before is not one of your charges.';
/** The CSV holds every charge, read in pages of this many. */
const CSV_PAGE = 500;
/**
 * How many serialized first pages a server keeps. A page of 50 charges makes some
 * 12 KB, of 200 some 50 KB: a few thousand customers' first pages fit.
 */
const FIRST_PAGE_CACHE_LIMITS = { maxEntries: 4000, maxBytes: 32 * 1024 * 1024 };

const cardOnFileSchema = {
  type: ['object', 'null'],
  required: ['brand', 'last4', 'exp_month', 'exp_year'],
  properties: { brand: { type: 'string' }, last4: { type: 'string' }, exp_month: { type: 'integer' }, exp_year: { type: 'integer' } },
} as const;

const historyItemSchema = {
  type: 'object',
  required: ['id', 'created_at', 'kind', 'description', 'amount_cents', 'currency', 'card', 'status', 'receipt_id'],
  properties: {
    id: { type: 'string', description: 'The receipt number (R- and 10 characters): opaque' },
    created_at: { type: 'string', description: 'ISO 8601' },
    kind: { type: 'string', enum: ['plan', 'renewal', 'upgrade', 'credits', 'esim', 'refund', 'failed_renewal'] },
    description: { type: 'string' },
    amount_cents: { type: 'integer' },
    currency: { type: 'string' },
    card: { type: ['object', 'null'], required: ['brand', 'last4'], properties: { brand: { type: 'string' }, last4: { type: 'string' } } },
    status: { type: 'string', enum: ['succeeded', 'failed'] },
    receipt_id: { type: ['string', 'null'], description: 'GET /api/billing/receipts/{receipt_id}; the same receipt number as id, null for a failed charge' },
  },
} as const;

/** A receipt number (payments.receipt_number): what names a charge in the history, its cursor and its receipt's URL. */
const receiptNumberSchema = { type: 'string', pattern: RECEIPT_NUMBER_PATTERN } as const;

/** Whether the caller has a receipt under this number: another customer's, or a failed charge, is answered as missing. */
async function ownReceipt(ctx: Parameters<RouteModule>[1], userId: number, receiptNumber: string) {
  const payment = await findUserReceiptPayment(ctx.db, userId, receiptNumber);
  if (!payment) throw new HttpFailure(404, RECEIPT_NOT_FOUND);
  return loadReceipt(ctx, payment);
}

/**
 * The card on file, the billing history (JSON and CSV) and receipts (page and PDF): the caller's
 * own only. The CSV and a PDF are heavy reads: each takes one of the customer's turns
 * (ctx.heavyReads), so that one customer's burst of them cannot take the server from the others.
 */
export const billingRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);
  // The first page of a customer's history at a given limit (what the billing page opens with), by `userId:limit`.
  const firstPages = new VersionedCache<string>(FIRST_PAGE_CACHE_LIMITS);

  app.get<{ Reply: CardOnFile | null }>(
    '/billing/paymentmethod',
    {
      schema: {
        tags: ['payments'],
        summary: "The caller's card on file (brand, last 4 digits, expiry), or null",
        security: tokenSecurity,
        response: { 200: cardOnFileSchema, ...failureResponses },
      },
    },
    async (request) => {
      const card = await cardOnFileOf(ctx, authOf(request).userId, request.log);
      return card && { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear };
    },
  );

  // A first page answers with its serialized bytes (kept per user), so no Reply type: the schema below is the contract.
  app.get<{ Querystring: { before?: string; limit?: string } }>(
    '/billing/history',
    {
      schema: {
        tags: ['payments'],
        summary: "The caller's charges, newest first (plan, renewal, upgrade, credits, eSIM, refund, failed renewal), a page at a time",
        description: `Keyset pages: pass the previous page's next_before as before. limit: 1–${HISTORY_MAX_LIMIT}, default ${HISTORY_DEFAULT_LIMIT}.`,
        security: tokenSecurity,
        querystring: {
          type: 'object',
          properties: {
            before: { ...receiptNumberSchema, description: "the previous page's next_before" },
            limit: { type: 'string', pattern: '^(?:[1-9]|[1-9][0-9]|1[0-9]{2}|200)$', description: `1–${HISTORY_MAX_LIMIT}` },
          },
        },
        response: {
          200: { type: 'object', required: ['items', 'next_before'], properties: { items: { type: 'array', items: historyItemSchema }, next_before: { type: ['string', 'null'] } } },
          ...failureResponses,
        },
      },
    },
    async (request, reply) => {
      const limit = request.query.limit === undefined ? HISTORY_DEFAULT_LIMIT : Number(request.query.limit);
      const { before } = request.query;
      const { userId, billingHistoryVersion } = authOf(request);
      const readPage = async (beforeId: number | null): Promise<BillingHistoryPage<string>> => {
        // One more than asked tells whether another page follows.
        const rows = await listHistoryPage(ctx.db, userId, beforeId, limit + 1);
        const page = rows.slice(0, limit);
        return { items: page.map(historyItem), next_before: rows.length > limit ? page[page.length - 1].receipt_number : null };
      };
      // Later pages are read by few, once each: only the first is kept. The cursor is a receipt
      // number; the keyset is the payment id behind it, which the customer never sees.
      if (before !== undefined) {
        const beforeId = await findUserChargeId(ctx.db, userId, before);
        if (beforeId === undefined) throw new HttpFailure(400, UNKNOWN_CURSOR);
        return readPage(beforeId);
      }
      // The version was read with the session, before the page: a payment written in between leaves
      // a newer page under the older version, which the next request no longer matches, never an
      // older page under a newer version (as the call log, routes/calls.ts).
      const body = await firstPages.get(`${userId}:${limit}`, billingHistoryVersion, async () => {
        // The route's own response serializer, so the bytes are those Fastify would have sent.
        const serialized = reply.serialize(await readPage(null));
        return typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized));
      });
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  app.get(
    '/billing/history.csv',
    {
      schema: {
        tags: ['payments'],
        summary: "Every charge of the caller as CSV (RFC 4180; cells a spreadsheet would run as a formula start with ')",
        security: tokenSecurity,
        produces: ['text/csv'],
        response: { 200: { type: 'string', description: 'text/csv' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const csv = await ctx.heavyReads.run(userId, async () => {
        const items = [];
        for (let before: number | null = null; ; ) {
          const rows = await listHistoryPage(ctx.db, userId, before, CSV_PAGE);
          items.push(...rows.map(historyItem));
          if (rows.length < CSV_PAGE) break;
          before = rows[rows.length - 1].id;
          // The embedded database never yields to the event loop: other requests are read between pages.
          await new Promise((resolve) => setImmediate(resolve));
        }
        return historyCsv(items, wallClockIn(ctx.config.displayTimeZone));
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="billing-history.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get<{ Params: { receiptId: string }; Querystring: { format?: 'html' | 'pdf' } }>(
    '/billing/receipts/:receiptId',
    {
      schema: {
        tags: ['payments'],
        summary: "A receipt of the caller's successful charge: a printable page, or ?format=pdf a PDF download",
        description: "Authenticated like the rest of the API (Authorization: Token …): the SPA fetches it. Another customer's receipt is 404.",
        security: tokenSecurity,
        params: { type: 'object', required: ['receiptId'], properties: { receiptId: { ...receiptNumberSchema, description: 'receipt_id from the history' } } },
        querystring: { type: 'object', properties: { format: { type: 'string', enum: ['html', 'pdf'] } } },
        produces: ['text/html', 'application/pdf'],
        response: { 200: { type: 'string', description: 'text/html or application/pdf' }, ...failureResponses },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      reply.header('cache-control', 'private, no-store');
      if (request.query.format === 'pdf') {
        // The lookup inside the turn too: a burst of PDF requests, found or not, is one customer's burst.
        const { receipt, pdf } = await ctx.heavyReads.run(userId, async () => {
          const found = await ownReceipt(ctx, userId, request.params.receiptId);
          return { receipt: found, pdf: await receiptPdf(found) };
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="receipt-${receipt.number}.pdf"`)
          .send(Buffer.from(pdf));
      }
      const receipt = await ownReceipt(ctx, userId, request.params.receiptId);
      return reply.header('content-type', 'text/html; charset=utf-8').header('content-security-policy', pageContentSecurityPolicy).send(receiptPage(receipt));
    },
  );
};
