import type { ActiveSubscription, QuoteRefusal, SubscriptionStatus, SuccessResponse, UpgradeQuoteResponse, UpgradeSubscriptionRequest } from '../../../src/contract/api';
import { authOf } from '../auth/requireAuth';
import { idempotencyHeaderSchema } from '../billing/idempotencyKey';
import { purchaseSubscription, SUBSCRIPTION_MESSAGES, type SubscriptionPurpose } from '../billing/subscriptionPurchase';
import { cancelSubscription, findPlan, findUserSubscriptionPlanId, turnRenewalOff, turnRenewalOn, findLatestSubscription, findLiveSubscription, findUserSubscription, listActiveSubscriptionsWithPlan } from '../db/queries/subscriptions';
import { findUserById } from '../db/queries/users';
import { HttpFailure } from '../http/HttpFailure';
import { failureResponses, failureSchema, oneTimeCardProperties, recaptchaTokenSchema, rowIdSchema, successSchema, tokenSecurity } from '../http/schemas';
import { cardOf, cardOnFileOf } from '../billing/cardOnFile';
import { subscriptionCancelledEmail, subscriptionResumedEmail } from '../emails/subscriptionEmails';
import type { Plan } from '../db/schema';
import type { MailMessage } from '../providers/mail/Mailer';
import { issueUpgradeQuote, QuoteRefused } from '../billing/upgradeQuotes';
import type { RouteModule } from './RouteModule';

const nullableString = { type: ['string', 'null'] } as const;

const activeSubscriptionSchema = {
  type: 'object',
  required: ['subscription_id', 'plan_id', 'plan_name_en', 'status', 'subscription_date'],
  properties: {
    subscription_id: { type: 'integer' },
    plan_id: { type: 'integer' },
    plan_name_en: { type: 'string' },
    status: { type: 'string', enum: ['active'] },
    subscription_date: { type: 'string', description: 'ISO 8601 start of the current period' },
    renews_at: { ...nullableString, description: 'ISO 8601 end of the paid period, when the plan renews then; null when cancelled' },
    cancels_at: { ...nullableString, description: 'ISO 8601 end of the paid period of a cancelled plan (it stays active until then); null when it renews' },
    renewal_amount_cents: { type: 'integer', description: 'what the renewal charges' },
    renewal_card: {
      type: ['object', 'null'],
      required: ['brand', 'last4'],
      properties: { brand: { type: 'string' }, last4: { type: 'string' } },
      description: 'the card on file the renewal charges; null without one',
    },
  },
} as const;

const subscriptionIdParamsSchema = { type: 'object', required: ['subscriptionId'], properties: { subscriptionId: { type: 'string', pattern: '^[0-9]{1,9}$' } } } as const;

const subscribeBodySchema = {
  type: 'object',
  required: ['plan', 'recaptcha_token'],
  additionalProperties: false,
  properties: { plan: rowIdSchema, recaptcha_token: recaptchaTokenSchema },
} as const;

const quoteIdSchema = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_]+$' } as const;

const upgradeBodySchema = {
  ...subscribeBodySchema,
  properties: {
    ...subscribeBodySchema.properties,
    quote_id: { ...quoteIdSchema, description: 'From GET /webupgradesubscription/quote: the charge is exactly its amount_due_cents' },
    ...oneTimeCardProperties,
  },
} as const;

const quoteSchema = {
  type: 'object',
  required: ['quote_id', 'amount_due_cents', 'credit_cents', 'plan_total_cents', 'renews_at', 'expires_at'],
  properties: {
    quote_id: { type: 'string' },
    amount_due_cents: { type: 'integer', description: 'charged today: plan_total_cents − credit_cents, at least 0' },
    credit_cents: { type: 'integer', description: 'prorated credit for the unused part of the current period' },
    plan_total_cents: { type: 'integer' },
    renews_at: { type: 'string', description: 'ISO 8601: the new period starts at the quote and renews then' },
    expires_at: { type: 'string', description: 'ISO 8601: confirm before then' },
  },
} as const;

/** 409 of an upgrade whose quote cannot be charged: the reason and, when the upgrade is still possible, a new quote. */
const quoteRefusalSchema = {
  type: 'object',
  required: ['failure'],
  properties: { failure: { type: 'string' }, quote: quoteSchema },
} as const;

const PURCHASE_ROUTES: { path: string; purpose: SubscriptionPurpose; summary: string }[] = [
  { path: '/websubscription', purpose: 'subscribe', summary: 'Subscribe to a plan with the saved card (adds 100 free credits)' },
  { path: '/webresubscription', purpose: 'resubscribe', summary: "Renew a lapsed ('transition') subscription with the saved card" },
  { path: '/webupgradesubscription', purpose: 'upgrade', summary: 'Move to a plan with a higher total: charges its price less the prorated credit of the current period, and starts a new period' },
];

/** The caller's subscription, and buying, renewing, upgrading and cancelling it (the catalogue is routes/plans.ts). */
export const subscriptionRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.requireAuth);

  app.get<{ Reply: SubscriptionStatus }>(
    '/webgetsubscription',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The caller's subscription status ('transition': a renewal payment failed) and payment method",
        security: tokenSecurity,
        response: {
          200: {
            type: 'object',
            required: ['status', 'payment_method'],
            properties: { status: { type: 'string', enum: ['active', 'transition', 'canceled', 'none'] }, payment_method: nullableString },
          },
          ...failureResponses,
        },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const [user, latest] = await Promise.all([findUserById(ctx.db, userId), findLiveSubscription(ctx.db, userId).then((live) => live ?? findLatestSubscription(ctx.db, userId))]);
      return { status: latest?.status ?? 'none', payment_method: user?.payment_method ?? null };
    },
  );

  app.get<{ Reply: ActiveSubscription<number>[] }>(
    '/websubscription/active',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "The caller's active subscriptions (empty when none, or when the plan lapsed)",
        security: tokenSecurity,
        response: { 200: { type: 'array', items: activeSubscriptionSchema }, ...failureResponses },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const rows = await listActiveSubscriptionsWithPlan(ctx.db, userId);
      // The card is a fact shown beside the renewal, not needed to list the plan: an outage leaves it out.
      const card = rows.some((row) => row.renewal_off_at === null) ? await cardOnFileOf(ctx, userId, request.log).catch(() => null) : null;
      return rows.map((row) => {
        const periodEnd = new Date(row.current_period_end).toISOString();
        const renews = row.renewal_off_at === null;
        return {
          subscription_id: row.id,
          plan_id: row.plan_id,
          plan_name_en: row.name_en,
          status: 'active' as const,
          subscription_date: new Date(row.current_period_start).toISOString(),
          renews_at: renews ? periodEnd : null,
          cancels_at: renews ? null : periodEnd,
          renewal_amount_cents: row.total_amount_cents,
          renewal_card: card ? { brand: card.brand, last4: card.last4 } : null,
        };
      });
    },
  );

  app.get<{ Querystring: { plan: string }; Reply: UpgradeQuoteResponse }>(
    '/webupgradesubscription/quote',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Price an upgrade before charging: the amount due today after the prorated credit, held 15 minutes',
        description: 'From a lapsed (transition) subscription there is no credit. Confirm with POST /webupgradesubscription and quote_id.',
        security: tokenSecurity,
        querystring: { type: 'object', required: ['plan'], properties: { plan: { type: 'string', pattern: '^[1-9][0-9]{0,8}$', description: 'plan_id' } } },
        response: { 200: quoteSchema, ...failureResponses },
      },
    },
    async (request) => issueUpgradeQuote(ctx, authOf(request).userId, Number(request.query.plan)),
  );

  for (const { path, purpose, summary } of PURCHASE_ROUTES) {
    const upgrade = purpose === 'upgrade';
    app.post<{ Body: UpgradeSubscriptionRequest<number>; Headers: { 'idempotency-key'?: string }; Reply: SuccessResponse | QuoteRefusal }>(
      path,
      {
        schema: {
          tags: ['subscriptions'],
          summary,
          description: upgrade
            ? "Charges the quote's amount_due_cents exactly (without quote_id: the same proration, computed now). An expired, used, unknown or stale quote answers 409 { failure, quote } with a new quote and charges nothing. The card on file pays unless card_token is given. Idempotent by Idempotency-Key; a declined card answers 402 with the provider's message."
            : "Needs a saved card (PUT /user/webprofile/more). Idempotent: the same Idempotency-Key charges once and answers the same. A declined card answers 402 with the provider's message.",
          security: tokenSecurity,
          headers: idempotencyHeaderSchema,
          body: upgrade ? upgradeBodySchema : subscribeBodySchema,
          response: { 200: successSchema, 402: failureSchema, ...failureResponses, ...(upgrade ? { 409: quoteRefusalSchema } : {}) },
        },
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        const { body } = request;
        const card = cardOf(body);
        try {
          await purchaseSubscription(
            ctx,
            { userId, purpose, planId: body.plan, quoteId: body.quote_id ?? null, card, headerKey: request.headers['idempotency-key'], recaptchaToken: body.recaptcha_token, ip: request.ip },
            request.log,
          );
        } catch (error) {
          if (!(error instanceof QuoteRefused)) throw error;
          // Nothing was charged: the customer confirms the new price, unless no upgrade is possible any more.
          const quote = await issueUpgradeQuote(ctx, userId, body.plan).catch((issuing: unknown) => {
            if (issuing instanceof HttpFailure) return undefined;
            throw issuing;
          });
          return reply.status(409).send(quote ? { failure: error.message, quote } : { failure: error.message });
        }
        return { success: true, message: SUBSCRIPTION_MESSAGES[purpose] };
      },
    );
  }

  app.delete<{ Params: { subscriptionId: string }; Reply: SuccessResponse }>(
    '/websubscription/details/:subscriptionId',
    {
      schema: {
        tags: ['subscriptions'],
        summary: "Cancel the caller's subscription: it does not renew, and stays active until its paid period ends",
        description:
          "Nothing is refunded and nothing more is charged; the plan, number and credits stay until current_period_end, and POST …/resume undoes the cancel until then. A lapsed ('transition') plan has no paid time left: it ends at once. Idempotent; the cancellation is mailed once.",
        security: tokenSecurity,
        params: subscriptionIdParamsSchema,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const subscription = await ownSubscription(userId, Number(request.params.subscriptionId));
      const now = new Date(ctx.clock());
      if (subscription.status === 'transition') await cancelSubscription(ctx.db, subscription.id, now);
      else if (subscription.status === 'active' && (await turnRenewalOff(ctx.db, subscription.id, now))) {
        await mailAbout(userId, subscription.id, (email, plan) => subscriptionCancelledEmail(ctx.config, email, plan.name_en, new Date(subscription.current_period_end)));
      }
      return { success: true, message: 'Your subscription has been canceled.' };
    },
  );

  app.post<{ Params: { subscriptionId: string }; Reply: SuccessResponse }>(
    '/websubscription/details/:subscriptionId/resume',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Undo a cancel before the paid period ends: the plan renews again',
        description:
          'Only while the cancelled plan is still active (before current_period_end); after that it answers 409 and a new plan is bought instead. Idempotent: resuming a renewing plan changes nothing. The resume is mailed once.',
        security: tokenSecurity,
        params: subscriptionIdParamsSchema,
        response: { 200: successSchema, ...failureResponses },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const subscription = await ownSubscription(userId, Number(request.params.subscriptionId));
      const now = new Date(ctx.clock());
      const stillPaid = subscription.status === 'active' && new Date(subscription.current_period_end) > now;
      if (!stillPaid) throw new HttpFailure(409, 'This plan has ended and can no longer be resumed. Choose a plan to start a new one.');
      if (await turnRenewalOn(ctx.db, subscription.id, now)) {
        await mailAbout(userId, subscription.id, (email, plan) => subscriptionResumedEmail(ctx.config, email, plan.name_en, new Date(subscription.current_period_end), plan.total_amount_cents));
      }
      return { success: true, message: 'Your plan will renew.' };
    },
  );

  /** The caller's subscription; another customer's is answered like a missing one: its existence is not told. */
  async function ownSubscription(userId: number, subscriptionId: number) {
    const subscription = await findUserSubscription(ctx.db, userId, subscriptionId);
    if (!subscription) throw new HttpFailure(404, 'Subscription not found.');
    return subscription;
  }

  /** Queues a mail about the subscription's plan to its owner (before the answer). */
  async function mailAbout(userId: number, subscriptionId: number, message: (email: string, plan: Plan) => MailMessage): Promise<void> {
    const [user, planId] = await Promise.all([findUserById(ctx.db, userId), findUserSubscriptionPlanId(ctx.db, subscriptionId)]);
    const plan = planId === undefined ? undefined : await findPlan(ctx.db, planId);
    if (user && plan) await ctx.mail.enqueue(ctx.db, message(user.email, plan));
  }
};
