import { Link } from 'react-router-dom';
import { useGetBalanceQuery } from '../../../api/creditsApi';
import { useGetPhonesQuery } from '../../../api/phonesApi';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery, useGetSubscriptionQuery } from '../../../api/subscriptionApi';
import { paths } from '../../../config/paths';
import { currentPlanOf } from '../../../lib/currentPlan';
import { formatBalance } from '../../../lib/formatBalance';
import { formatPhone } from '../../../lib/formatPhone';
import { planStateText } from './planStateText';

// While loading or after a failure: a dash, never a made-up value ($0.00 or 'No plan').
const UNKNOWN = '–';

interface SummaryItemProps {
  to: string;
  label: string;
  value: string;
  detail?: string | null;
  wide?: boolean;
}

/** One fact as a link to its page; the link's name is the label then the value ('Balance $11.00 · 1,100 credits'). */
function SummaryItem({ to, label, value, detail, wide = false }: SummaryItemProps) {
  return (
    <li className={wide ? 'pn-summary__item pn-summary__item--wide' : 'pn-summary__item'}>
      <Link to={to} className="pn-summary__link">
        <span className="pn-summary__label">{label}</span>
        <span className="pn-summary__value">{value}</span>
        {/* null: a detail not known yet, whose place is kept; undefined: none. */}
        {detail !== undefined && <span className="pn-summary__detail">{detail}</span>}
      </Link>
    </li>
  );
}

/**
 * On a phone the panel (number, balance, plan) waits in the drawer: the account page opens with
 * them in one glance instead, each a link to where it is managed. Reads the panel's own queries
 * (one cache; the guard has loaded the subscription already).
 */
export function PhoneAccountSummary() {
  const phones = useGetPhonesQuery();
  const balance = useGetBalanceQuery();
  const plans = useGetPlansQuery();
  const { data: activeSubscriptions } = useGetActiveSubscriptionsQuery();
  const subscription = useGetSubscriptionQuery();

  const phone = phones.data?.[0];
  let number = UNKNOWN;
  if (phone?.phone_number) number = `+1 ${formatPhone(phone.phone_number)}`;
  else if (phones.data) number = 'No number yet';

  const current = plans.data ? currentPlanOf(plans.data, activeSubscriptions) : null;
  let planName = UNKNOWN;
  if (current) planName = current.plan_name_en;
  else if (plans.data) planName = 'No plan';
  const planState = current ? planStateText(current, subscription.isError ? null : subscription.data?.status, activeSubscriptions) : null;

  return (
    <section aria-label="Account summary">
      <ul className="pn-summary">
        <SummaryItem
          to={phone?.status === 'port_pending' ? paths.dashboard.porting : paths.dashboard.calls}
          label="Your number"
          value={number}
          detail={phone?.status === 'port_pending' ? 'Transfer in progress' : undefined}
          wide
        />
        <SummaryItem to={paths.addCredit} label="Balance" value={balance.data === undefined ? UNKNOWN : formatBalance(balance.data)} detail="Add credit" />
        <SummaryItem to={paths.dashboard.plan} label="Plan" value={planName} detail={planState} />
      </ul>
    </section>
  );
}
