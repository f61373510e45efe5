import { savingPercent } from '../../../src/features/signup/planPricing';
import { buildPlan } from '../../factories';

describe('savingPercent (the pricing cards\' "Save N%")', () => {
  const monthly = buildPlan({ new_monthly_amount: 1299, new_total_amount: 1299 });
  const quarterly = buildPlan({ new_monthly_amount: 999, new_total_amount: 2997 });
  const yearly = buildPlan({ new_monthly_amount: 699, new_total_amount: 8388 });
  const plans = [monthly, quarterly, yearly];

  it('compares the monthly price with the dearest per month, rounding down (never promising more than is saved)', () => {
    expect(savingPercent(quarterly, plans)).toBe(23);
    expect(savingPercent(yearly, plans)).toBe(46);
  });

  it('says nothing for the dearest plan itself, for a saving under 1 %, or for a free catalogue', () => {
    expect(savingPercent(monthly, plans)).toBeNull();
    expect(savingPercent(buildPlan({ new_monthly_amount: 1295 }), plans)).toBeNull();
    const free = buildPlan({ new_monthly_amount: 0 });
    expect(savingPercent(free, [free])).toBeNull();
  });
});
