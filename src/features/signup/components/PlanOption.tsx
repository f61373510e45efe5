import { classNames } from '../../../components/plain/classNames';
import type { Plan } from '../../../contract/api';
import { formatCents } from '../../../lib/formatMoney';

interface PlanOptionProps {
  plan: Plan;
  /** The name the radios of one group share. */
  groupName: string;
  selected: boolean;
  /** The costliest plan shows a price per year, the others per month (SPEC §2). */
  perYear: boolean;
  /** Percent saved per month against the monthly plan, shown as a badge (null: none). */
  saving: number | null;
  onSelect(plan: Plan): void;
}

/** One plan of the pricing page, a card chosen with its radio (styles: choiceCardsCss). */
export function PlanOption({ plan, groupName, selected, perYear, saving, onSelect }: PlanOptionProps) {
  const features = plan.description_en
    .split('•')
    .map((feature) => feature.trim())
    .filter(Boolean);
  return (
    <div className={classNames('pn-choice', selected && 'pn-choice--selected')}>
      <div className="pn-choice__head">
        <label className="pn-choice__label">
          <input type="radio" name={groupName} value={String(plan.plan_id)} checked={selected} onChange={() => onSelect(plan)} />
          <span className="pn-h5">{plan.plan_name_en}</span>
        </label>
        {saving !== null && <span className="pn-choice__badge">Save {saving}%</span>}
      </div>
      {perYear ? (
        <>
          <p className="pn-h6">{formatCents(plan.new_total_amount)}/year</p>
          <p className="pn-body2">One payment of {formatCents(plan.new_total_amount)} a year</p>
        </>
      ) : (
        <>
          <p className="pn-h6">{formatCents(plan.new_monthly_amount)}/month</p>
          <p className="pn-body2">Total billed {formatCents(plan.new_total_amount)}</p>
        </>
      )}
      <p className="pn-body2 pn-secondary">Billing automatically renews</p>
      {features.length > 0 && (
        <ul className="pn-body2 pn-choice__features">
          {features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
