import type { EsimActivation, EsimPlans, EsimRecord, EsimUsage, OneTimeCard, PurchaseEsimRequest, SuccessResponse, UsageQuery } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { hasRecentProof, RECENT_PROOF_REQUIRED, requireRecentProof } from '../auth/requireRecentProof';
import { idempotencyHeaderSchema } from '../billing/idempotencyKey';
import { findEsimPlanDataMb, findUserEsim, listActiveEsimPlans } from '../db/queries/esims';
import { esimTopupDataMb } from '../db/queries/esimTopups';
import { installedImeiOf } from '../esim/esimInstallation';
import { esimUsageReport, totalUsage } from '../esim/esimUsageReport';
import { purchaseEsim } from '../esim/purchaseEsim';
import { HttpFailure } from '../http/HttpFailure';
import { cardOf } from '../billing/cardOnFile';
import { failureResponses, failureSchema, oneTimeCardProperties, recaptchaTokenSchema, rowIdSchema, successSchema, tokenSecurity } from '../http/schemas';
import { inclusiveDayCount, parseIsoDate } from '../lib/isoDates';
import { EsimProviderError } from '../providers/esim/EsimProvider';
import type { RouteModule } from './RouteModule';

/** SPEC §9: a 30-day window, which spans 31 calendar days counting today. */
export const MAX_USAGE_DAYS = 31;

const mbSchema = { type: 'number', minimum: 0, description: 'MB' } as const;
const usageTotalsSchema = {
  type: 'object',
  required: ['downlink', 'uplink', 'totalVolume'],
  properties: { downlink: mbSchema, uplink: mbSchema, totalVolume: mbSchema },
} as const;
const isoDateSchema = { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description: 'YYYY-MM-DD' } as const;

const esimRecordSchema = {
  type: 'object',
  required: ['success', 'textQrCode', 'imei', 'iccid', 'createdAt', 'esimId'],
  properties: {
    success: { type: 'boolean' },
    textQrCode: { type: ['string', 'null'], description: 'LPA activation string for the QR code' },
    imei: { type: ['string', 'null'] },
    iccid: { type: ['string', 'null'] },
    createdAt: { type: ['string', 'null'], description: 'ISO 8601' },
    esimId: { type: ['string', 'null'] },
    dataMb: { type: ['integer', 'null'], minimum: 0, description: "The plan's included data plus every data top-up (POST /api/esim/topup), in MB" },
    activation_code_hidden: {
      type: 'boolean',
      description: 'true: this session has no recent proof of identity, so textQrCode is null although the eSIM has one (GET /api/esim/activation gives it after a proof)',
    },
  },
} as const;

const esimActivationSchema = {
  type: 'object',
  required: ['success', 'textQrCode'],
  properties: {
    success: { type: 'boolean', description: 'false when the caller has no eSIM' },
    textQrCode: { type: ['string', 'null'], description: 'LPA activation string (LPA:1$<SM-DP+ address>$<activation code>): the QR code, the codes to paste and the iOS install link are made from it' },
  },
} as const;

const NO_ESIM: EsimRecord = { success: false, textQrCode: null, imei: null, iccid: null, createdAt: null, esimId: null };

/** Checks a usage range: real days, in order, at most MAX_USAGE_DAYS. */
function checkUsageRange({ startDate, endDate }: UsageQuery): void {
  const start = parseIsoDate(startDate);
  if (start === null) throw new HttpFailure(400, 'startDate is not a valid date (YYYY-MM-DD).');
  const end = parseIsoDate(endDate);
  if (end === null) throw new HttpFailure(400, 'endDate is not a valid date (YYYY-MM-DD).');
  if (start > end) throw new HttpFailure(400, 'startDate must not be after endDate.');
  if (inclusiveDayCount(start, end) > MAX_USAGE_DAYS) throw new HttpFailure(400, `The date range must not exceed ${MAX_USAGE_DAYS} days.`);
}

/** The eSIM add-on: plans, purchase, the installed profile and its data usage. */
export const esimRoutes: RouteModule = async (app, ctx) => {
  app.get<{ Reply: EsimPlans<number> }>(
    '/esim/getplans',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['esim'],
        summary: 'eSIM plans on sale (price in dollars)',
        security: tokenSecurity,
        response: {
          200: {
            type: 'object',
            required: ['success', 'plans'],
            properties: {
              success: { type: 'boolean' },
              plans: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'price', 'descriptions'],
                  properties: {
                    id: { type: 'integer' },
                    price: { type: 'number', description: 'dollars' },
                    descriptions: { type: 'object', required: ['en'], properties: { en: { type: 'string' } } },
                  },
                },
              },
            },
          },
          ...failureResponses,
        },
      },
    },
    async () => {
      const plans = await listActiveEsimPlans(ctx.db);
      return { success: true, plans: plans.map((plan) => ({ id: plan.id, price: plan.price_cents / 100, descriptions: { en: plan.description_en } })) };
    },
  );

  app.post<{ Body: PurchaseEsimRequest<number> & OneTimeCard; Headers: { 'idempotency-key'?: string }; Reply: SuccessResponse }>(
    '/webpurchaseesim',
    {
      onRequest: ctx.requireAuth,
      // Before the reCAPTCHA and the idempotency key are looked at: a refusal spends neither.
      preHandler: requireRecentProof(ctx),
      schema: {
        tags: ['esim'],
        summary: 'Buy an eSIM with the card on file or a one-time card_token (one per account; idempotent by Idempotency-Key)',
        description: RECENT_PROOF_REQUIRED,
        security: tokenSecurity,
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          required: ['plan_id', 'recaptcha_token'],
          additionalProperties: false,
          properties: {
            plan_id: rowIdSchema,
            recaptcha_token: recaptchaTokenSchema,
            ...oneTimeCardProperties,
          },
        },
        response: { 200: successSchema, 402: failureSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { replayed } = await purchaseEsim(
        ctx,
        { userId: authOf(request).userId, planId: request.body.plan_id, card: cardOf(request.body), headerKey: request.headers['idempotency-key'], recaptchaToken: request.body.recaptcha_token, ip: request.ip },
        request.log,
      );
      return { success: true, message: replayed ? 'This eSIM purchase was already completed.' : 'Your eSIM is ready. Scan its QR code to install it.' };
    },
  );

  app.get<{ Reply: EsimRecord }>(
    '/esim/details',
    {
      // Not guarded: every dashboard page reads it to know whether there is an eSIM. What a stolen
      // session token must not read, the activation code, is withheld without a recent proof.
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['esim'],
        summary: "The caller's eSIM: activation code, IMEI of the phone it is installed on (asked from the operator until known), ICCID, the plan's data (success false when there is none)",
        description:
          'The activation code (textQrCode) installs the data plan on any phone, so it is given only to a session with a recent proof of identity ' +
          '(a sign-in or POST /api/account/reauth within REAUTH_MINUTES, default 10). Without one the record comes with textQrCode null and ' +
          'activation_code_hidden true; GET /api/esim/activation gives the code once the session has proved its identity.',
        security: tokenSecurity,
        response: { 200: esimRecordSchema, ...failureResponses },
      },
    },
    async (request) => {
      const esim = await findUserEsim(ctx.db, authOf(request).userId);
      if (!esim) return NO_ESIM;
      const codeShown = hasRecentProof(ctx, authOf(request));
      const planDataMb = await findEsimPlanDataMb(ctx.db, esim.esim_plan_id);
      // A top-up adds to the allowance for good, as the operator adds it to the profile.
      const dataMb = planDataMb === null ? null : planDataMb + (await esimTopupDataMb(ctx.db, esim.id));
      const imei = await installedImeiOf(ctx, esim, request.log);
      return {
        success: true,
        textQrCode: codeShown ? esim.text_qr_code : null,
        imei,
        iccid: esim.iccid,
        createdAt: new Date(esim.created_at).toISOString(),
        esimId: String(esim.id),
        dataMb,
        activation_code_hidden: !codeShown,
      };
    },
  );

  app.get<{ Reply: EsimActivation }>(
    '/esim/activation',
    {
      onRequest: ctx.requireAuth,
      // The activation code installs the customer's data plan on any phone.
      preHandler: requireRecentProof(ctx),
      schema: {
        tags: ['esim'],
        summary: "The caller's eSIM activation code, for the QR code, the codes to paste and the iOS install link (success false when there is no eSIM)",
        description: RECENT_PROOF_REQUIRED,
        security: tokenSecurity,
        response: { 200: esimActivationSchema, ...failureResponses },
      },
    },
    async (request) => {
      const esim = await findUserEsim(ctx.db, authOf(request).userId);
      return esim ? { success: true, textQrCode: esim.text_qr_code } : { success: false, textQrCode: null };
    },
  );

  app.get<{ Querystring: UsageQuery; Reply: EsimUsage }>(
    '/esim/usage',
    {
      onRequest: ctx.requireAuth,
      schema: {
        tags: ['esim'],
        summary: `Daily data usage in MB for a range of at most ${MAX_USAGE_DAYS} days, newest first`,
        security: tokenSecurity,
        querystring: {
          type: 'object',
          required: ['startDate', 'endDate'],
          properties: { startDate: isoDateSchema, endDate: isoDateSchema },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'dataTotalUsage', 'dataUsage'],
            properties: {
              success: { type: 'boolean' },
              dataTotalUsage: usageTotalsSchema,
              dataUsage: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['date', 'downlink', 'uplink', 'totalVolume'],
                  properties: { date: { type: 'string' }, downlink: mbSchema, uplink: mbSchema, totalVolume: mbSchema },
                },
              },
            },
          },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      checkUsageRange(request.query);
      const esim = await findUserEsim(ctx.db, authOf(request).userId);
      if (!esim) return { success: false, dataTotalUsage: { downlink: 0, uplink: 0, totalVolume: 0 }, dataUsage: [] };
      let days;
      try {
        // One of the customer's turns for expensive reads: each report may ask the operator's API.
        days = await ctx.heavyReads.run(esim.user_id, () => esimUsageReport(ctx, esim, request.query.startDate, request.query.endDate));
      } catch (error) {
        if (!(error instanceof EsimProviderError)) throw error;
        request.log.warn({ err: error }, 'eSIM usage unavailable');
        throw new HttpFailure(502, 'Failed to fetch usage data');
      }
      return { success: true, dataTotalUsage: totalUsage(days), dataUsage: days };
    },
  );
};
