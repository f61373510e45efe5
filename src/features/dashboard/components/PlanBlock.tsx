import { MuiIcon } from '../../../components/icons/MuiIcon';
import { receiptLongPath } from '../../../components/icons/paths/receiptLong';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery } from '../../../api/subscriptionApi';
import { paths } from '../../../config/paths';
import { currentPlanOf } from '../../../lib/currentPlan';
import { planPricePerInterval } from '../../../lib/planPrice';
import { PanelBlock } from './PanelBlock';
import { RenewalLine } from '../../../components/plan/RenewalLine';
import { useRenewal } from '../../../components/plan/renewal';

/** Billing history sits with the plan, where a customer looks for what they paid; it needs none of the plan's data.
 * NavLink marks it aria-current="page" on the billing page. */
function BillingHistoryLink() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1.5 }}>
      <MuiIcon path={receiptLongPath} color="action" fontSize="small" aria-hidden="true" />
      <Link component={NavLink} to={paths.dashboard.billing} underline="hover" sx={{ fontWeight: 600 }}>
        Billing history
      </Link>
    </Box>
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
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{current ? current.plan_name_en : 'No plan'}</Typography>
          {current && (
            <Typography variant="body2" color="text.secondary">
              {planPricePerInterval(current)}
            </Typography>
          )}
          {current && renewal && <RenewalLine renewal={renewal} />}
        </Box>
        <Button component={RouterLink} to={paths.dashboard.plan} size="small" variant="outlined" aria-label="MANAGE your plan">
          MANAGE
        </Button>
      </Box>
    </PanelBlock>
  );
}
