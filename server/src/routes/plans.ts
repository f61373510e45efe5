import type { Plan as PlanBody } from '../../../src/contract/api';
import { KeptUntilAnnounced } from '../db/keptUntilAnnounced';
import { findLiveSubscription, listActivePlans } from '../db/queries/subscriptions';
import { failureResponses } from '../http/schemas';
import type { RouteModule } from './RouteModule';

const nullableString = { type: ['string', 'null'] } as const;
/**
 * SPEC §7 '(cached)': the catalogue changes only with a migration, the seed or an operator's SQL,
 * so it is kept in memory until the database announces a change of the plans table (migration
 * 0600's trigger says 'plans'), which reaches every server sharing the database.
 */
export const PLANS_CHANGED = 'plans';
/** OpenAPI: the token is optional (an empty requirement object means none). */
const optionalTokenSecurity: Record<string, string[]>[] = [{}, { token: [] }];

const planSchema = {
  type: 'object',
  required: ['plan_id', 'plan_name_en', 'plan_interval', 'new_total_amount', 'new_monthly_amount', 'renew_en', 'description_en', 'stripe_plan_id', 'subscription_id', 'subscription_date'],
  properties: {
    plan_id: { type: 'integer' },
    plan_name_en: { type: 'string' },
    plan_interval: { type: 'string' },
    new_total_amount: { type: 'integer', description: 'cents' },
    new_monthly_amount: { type: 'integer', description: 'cents' },
    renew_en: { type: 'string' },
    description_en: { type: 'string', description: "features separated by '•'" },
    stripe_plan_id: { type: 'string' },
    subscription_id: { type: ['integer', 'null'], description: "set on the caller's current plan only" },
    subscription_date: { ...nullableString, description: 'ISO 8601 start of the current period, on the current plan only' },
  },
} as const;

/** The plan catalogue: public (SPEC §7 'auth none'), marking the caller's current plan when a token is sent. */
export const planRoutes: RouteModule = async (app, ctx) => {
  app.addHook('onRequest', ctx.acceptAuth);
  const plansOnSale = new KeptUntilAnnounced(PLANS_CHANGED, () => listActivePlans(ctx.db));
  const stopHearing = ctx.changes.subscribe(plansOnSale);
  app.addHook('onClose', async () => stopHearing());

  app.get<{ Reply: PlanBody<number>[] }>(
    '/plans/',
    { schema: { tags: ['subscriptions'], summary: 'Plans on sale (cents), public; for a signed-in caller the current plan carries subscription_id and subscription_date', security: optionalTokenSecurity, response: { 200: { type: 'array', items: planSchema }, ...failureResponses } } },
    async (request) => {
      const [plans, live] = await Promise.all([plansOnSale.get(), request.auth ? findLiveSubscription(ctx.db, request.auth.userId) : undefined]);
      return plans.map((plan) => {
        const current = live?.plan_id === plan.id ? live : undefined;
        return {
          plan_id: plan.id,
          plan_name_en: plan.name_en,
          plan_interval: plan.interval,
          new_total_amount: plan.total_amount_cents,
          new_monthly_amount: plan.monthly_amount_cents,
          renew_en: plan.renew_en,
          description_en: plan.description_en,
          stripe_plan_id: plan.stripe_plan_id,
          subscription_id: current?.id ?? null,
          subscription_date: current ? new Date(current.current_period_start).toISOString() : null,
        };
      });
    },
  );
};
