import { useGetPhonesQuery } from '../../../api/phonesApi';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery } from '../../../api/subscriptionApi';
import { currentPlanOf } from '../../../lib/currentPlan';
import { formatPhone } from '../../../lib/formatPhone';
import { planPricePerInterval } from '../../../lib/planPrice';

function SummaryLine({ label, value, loading }: { label: string; value: string | null; loading: boolean }) {
  if (!loading && !value) return null;
  return (
    <div className="pn-summary-line">
      <dt className="pn-secondary">{label}</dt>
      <dd className="pn-bold">{loading ? <span className="pn-skeleton" style={{ width: 140 }} role="progressbar" aria-label={`Loading ${label.toLowerCase()}`} /> : value}</dd>
    </div>
  );
}

/**
 * What was just bought: the number (formatted) and the plan, read from the account (so a reload
 * still shows them). A line the account cannot tell is left out rather than guessed.
 */
export function PurchaseSummary() {
  const phones = useGetPhonesQuery();
  const plans = useGetPlansQuery();
  const { data: activeSubscriptions } = useGetActiveSubscriptionsQuery();
  const number = phones.data?.[0]?.phone_number;
  const plan = currentPlanOf(plans.data ?? [], activeSubscriptions);
  return (
    <dl aria-label="Your purchase" className="pn-summary-lines">
      <SummaryLine label="Your number" value={number ? `+1 ${formatPhone(number)}` : null} loading={phones.isLoading} />
      <SummaryLine label="Your plan" value={plan ? `${plan.plan_name_en}, ${planPricePerInterval(plan)}` : null} loading={plans.isLoading} />
    </dl>
  );
}
