import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '../../../contract/api';
import { formatCents } from '../../../lib/formatMoney';
import { formatPhone } from '../../../lib/formatPhone';
import { ADD_ON, billingText, priceTodayCents } from '../planPricing';

interface CheckoutSummaryProps {
  plan: Plan;
  addOn: boolean;
  /** The number this order is for, when known. */
  phoneNumber: string | null;
}

function Line({ label, amount }: { label: string; amount: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography>{label}</Typography>
      <Typography>{amount}</Typography>
    </Stack>
  );
}

/** SPEC §2 Checkout: the order, the price today (plan total, plus $10 with the add-on) and the billing line. */
export function CheckoutSummary({ plan, addOn, phoneNumber }: CheckoutSummaryProps) {
  return (
    <Paper component="section" aria-labelledby="order-summary" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography id="order-summary" variant="h2">
          Order summary
        </Typography>
        {phoneNumber && <Typography color="text.secondary">Your number: {formatPhone(phoneNumber)}</Typography>}
        <Line label={plan.plan_name_en} amount={formatCents(plan.new_total_amount)} />
        {addOn && <Line label={`${ADD_ON.name} (${ADD_ON.credits} credits)`} amount={formatCents(ADD_ON.cents)} />}
        <Divider />
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
          <Typography variant="h6" component="p">
            Price today
          </Typography>
          <Typography variant="h6" component="p" aria-label="Price today amount" sx={{ whiteSpace: 'nowrap' }}>
            {formatCents(priceTodayCents(plan, addOn))}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {billingText(plan)}
        </Typography>
      </Stack>
    </Paper>
  );
}
