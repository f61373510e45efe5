import { currentPlanOf } from '../../src/lib/currentPlan';
import { buildActiveSubscription, buildPlan } from '../factories';

const monthly = buildPlan({ plan_id: 'plan_month', plan_name_en: 'Monthly', new_total_amount: 999 });
const yearly = buildPlan({ plan_id: 'plan_year', plan_name_en: 'Yearly', new_total_amount: 7188 });

// SPEC §3: a plan carries subscription_id when it is the customer's; GET /websubscription/active
// lists the customer's subscriptions. take the current plan from either source.
describe('currentPlanOf', () => {
  it('is the plan of GET /plans/ that carries a subscription_id', () => {
    const held = { ...yearly, subscription_id: 'sub_9' };
    expect(currentPlanOf([monthly, held], [])).toBe(held);
  });

  it('is the plan an active subscription names by plan_id when no plan is marked', () => {
    const active = buildActiveSubscription({ plan_id: 'plan_year', subscription_id: 'sub_123', subscription_date: '2026-10-01' });
    expect(currentPlanOf([monthly, yearly], [active])).toEqual({ ...yearly, subscription_id: 'sub_123', subscription_date: '2026-10-01' });
  });

  it('matches ids of either type: plan_id 7 and "7" are the same plan', () => {
    const numbered = buildPlan({ plan_id: 7, plan_name_en: 'Quarterly' });
    expect(currentPlanOf([numbered], [buildActiveSubscription({ plan_id: '7' })])?.plan_name_en).toBe('Quarterly');
  });

  it('prefers the marked plan over the active list', () => {
    const held = { ...monthly, subscription_id: 4 };
    expect(currentPlanOf([held, yearly], [buildActiveSubscription({ plan_id: 'plan_year' })])).toBe(held);
  });

  it('is none when neither source names a plan of the list', () => {
    expect(currentPlanOf([monthly, yearly], [])).toBeNull();
    expect(currentPlanOf([monthly, yearly], [{}])).toBeNull();
    expect(currentPlanOf([monthly], [buildActiveSubscription({ plan_id: 'plan_gone' })])).toBeNull();
    expect(currentPlanOf([], [buildActiveSubscription()])).toBeNull();
  });
});
