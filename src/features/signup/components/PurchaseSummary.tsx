import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useGetPhonesQuery } from '../../../api/phonesApi';
import { useGetActiveSubscriptionsQuery, useGetPlansQuery } from '../../../api/subscriptionApi';
import { currentPlanOf } from '../../../lib/currentPlan';
import { formatPhone } from '../../../lib/formatPhone';
import { planPricePerInterval } from '../../../lib/planPrice';

function SummaryLine({ label, value, loading }: { label: string; value: string | null; loading: boolean }) {
  if (!loading && !value) return null;
  return (
    <Box component="div" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {loading ? <Skeleton width={140} aria-label={`Loading ${label.toLowerCase()}`} /> : value}
      </Typography>
    </Box>
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
    <Box component="dl" aria-label="Your purchase" sx={{ m: 0, display: 'grid', gap: 1, textAlign: 'start' }}>
      <SummaryLine label="Your number" value={number ? `+1 ${formatPhone(number)}` : null} loading={phones.isLoading} />
      <SummaryLine label="Your plan" value={plan ? `${plan.plan_name_en}, ${planPricePerInterval(plan)}` : null} loading={plans.isLoading} />
    </Box>
  );
}
