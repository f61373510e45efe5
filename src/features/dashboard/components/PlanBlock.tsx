import { Link, NavLink } from 'react-router-dom';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery } from '../../../api/subscriptionApi';
import { PlainIcon } from '../../../components/icons/PlainIcon';
import { receiptLongPath } from '../../../components/icons/paths/receiptLong';
import { RenewalLine } from '../../../components/plan/RenewalLine';
import { useRenewal } from '../../../components/plan/renewal';
import { paths } from '../../../config/paths';
import { currentPlanOf } from '../../../lib/currentPlan';
import { planPricePerInterval } from '../../../lib/planPrice';
import { PanelBlock } from './PanelBlock';

/** Billing history sits with the plan, where a customer looks for what they paid; it needs none of the plan's data.
 * NavLink marks it aria-current="page" on the billing page. */
function BillingHistoryLink() {
  return (
    <div className="panel-row panel-block__footer--apart">
      <PlainIcon path={receiptLongPath} className="panel-row__icon panel-row__icon--small" />
      <NavLink to={paths.dashboard.billing} className="pn-link pn-bold">
        Billing history
      </NavLink>
    </div>
  );
}

/** The current plan (src/lib/currentPlan.ts) with its price per interval, MANAGE, and the billing history. */
export function PlanBlock() {
  const plans = useGetPlansQuery();
  // The guard has loaded the active subscriptions already: no request of its own.
  const { data: activeSubscriptions } = useGetActiveSubscriptionsQuery();
  const current = currentPlanOf(plans.data ?? [], activeSubscriptions);
  // A cancelled plan is resumed on the plan page (MANAGE), where its card says what resuming does.
  const renewal = useRenewal(current?.subscription_id);
  return (
    <PanelBlock label="Your plan" query={plans} footer={<BillingHistoryLink />}>
      <div className="panel-row panel-row--apart">
        <div className="panel-row__text">
          <p className="pn-body1 pn-bold">{current ? current.plan_name_en : 'No plan'}</p>
          {current && <p className="pn-body2 pn-secondary">{planPricePerInterval(current)}</p>}
          {current && renewal && <RenewalLine renewal={renewal} />}
        </div>
        <Link to={paths.dashboard.plan} className="pn-button pn-button--outlined pn-button--small" aria-label="MANAGE your plan">
          MANAGE
        </Link>
      </div>
    </PanelBlock>
  );
}
