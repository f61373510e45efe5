import { memo } from 'react';
import type { Id, Plan } from '../../../contract/api';
import { planPricePerInterval } from '../../../lib/planPrice';
import { PlanFeatures } from './PlanFeatures';

interface UpgradePlanCardProps {
  plan: Plan;
  selected: boolean;
  /** Called with the card's plan id. */
  onToggle(planId: Id): void;
}

/** A plan the customer can move to; pressing it selects it, pressing again deselects it. Memoised: a press re-renders only the cards it changes. */
export const UpgradePlanCard = memo(function UpgradePlanCard({ plan, selected, onToggle }: UpgradePlanCardProps) {
  return (
    <div className={selected ? 'plan-option plan-option--selected' : 'plan-option'}>
      {/* The button names the plan and its price, as it reads; the features follow outside it, so
          that the button's accessible name says what it shows (WCAG 2.5.3). */}
      <button
        type="button"
        className="plan-option__toggle"
        onClick={() => onToggle(plan.plan_id)}
        aria-pressed={selected}
        aria-label={`${plan.plan_name_en}, ${planPricePerInterval(plan)}`}
      >
        <h3 className="pn-h3 plan-option__name">{plan.plan_name_en}</h3>
        <p className="plan-option__price">{planPricePerInterval(plan)}</p>
      </button>
      <div className="plan-option__features">
        <PlanFeatures description={plan.description_en} />
      </div>
    </div>
  );
});
