import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery } from '../../../api/subscriptionApi';
import { paths } from '../../../config/paths';
import { currentPlanOf } from '../../../lib/currentPlan';
import { planPricePerInterval } from '../../../lib/planPrice';
import { PanelBlock } from './PanelBlock';

/** The current plan (src/lib/currentPlan.ts) with its price per interval, and MANAGE. */
export function PlanBlock() {
  const plans = useGetPlansQuery();
  // The guard has loaded the active subscriptions already: no request of its own.
  const { data: activeSubscriptions } = useGetActiveSubscriptionsQuery();
  const current = currentPlanOf(plans.data ?? [], activeSubscriptions);
  return (
    <PanelBlock label="Your plan" query={plans}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{current ? current.plan_name_en : 'No plan'}</Typography>
          {current && (
            <Typography variant="body2" color="text.secondary">
              {planPricePerInterval(current)}
            </Typography>
          )}
        </Box>
        <Button component={RouterLink} to={paths.dashboard.plan} size="small" variant="outlined" aria-label="MANAGE your plan">
          MANAGE
        </Button>
      </Box>
    </PanelBlock>
  );
}
