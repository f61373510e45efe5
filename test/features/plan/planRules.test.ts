import { featureBullets, upgradeOptions } from '../../../src/features/plan/planRules';
import { currentPlanOf } from '../../../src/lib/currentPlan';
import { planPricePerInterval } from '../../../src/lib/planPrice';
import { buildPlan } from '../../factories';

const plan = (name: string, total: number, subscriptionId: number | null = null) =>
  buildPlan({ plan_name_en: name, new_total_amount: total, subscription_id: subscriptionId });

describe('upgradeOptions: only plans with a higher total than the current one, cheapest first', () => {
  it.each([
    ['a current plan in the middle', [plan('Yearly', 7188), plan('Monthly', 999, 7), plan('Quarterly', 2397)], ['Quarterly', 'Yearly']],
    ['the costliest plan held', [plan('Monthly', 999), plan('Yearly', 7188, 7)], []],
    ['a plan with the same total is no upgrade', [plan('Monthly', 999, 7), plan('Monthly promo', 999), plan('Quarterly', 2397)], ['Quarterly']],
    ['cheaper plans are never offered', [plan('Starter', 499), plan('Monthly', 999, 7)], []],
    ['no current plan: every plan, to subscribe', [plan('Yearly', 7188), plan('Monthly', 999), plan('Quarterly', 2397)], ['Monthly', 'Quarterly', 'Yearly']],
  ])('%s', (_case, plans, offered) => {
    expect(upgradeOptions(plans, currentPlanOf(plans)).map((option) => option.plan_name_en)).toEqual(offered);
  });
});


describe('featureBullets: description_en split on the bullet character', () => {
  it.each([
    ['Private number•Unlimited texts•100 outbound credits', ['Private number', 'Unlimited texts', '100 outbound credits']],
    [' Private number • Voicemail ', ['Private number', 'Voicemail']],
    ['•Leading•and trailing•', ['Leading', 'and trailing']],
    ['One feature', ['One feature']],
    ['', []],
  ])('%p', (description, bullets) => {
    expect(featureBullets(description)).toEqual(bullets);
  });
});

describe('planPricePerInterval: the total in dollars per billing interval', () => {
  it.each([
    [999, '1 month', '$9.99 / 1 month'],
    [2397, '3 months', '$23.97 / 3 months'],
    [7188, '1 year', '$71.88 / 1 year'],
  ])('%p cents every %p', (total, interval, shown) => {
    expect(planPricePerInterval(buildPlan({ new_total_amount: total, plan_interval: interval }))).toBe(shown);
  });
});
