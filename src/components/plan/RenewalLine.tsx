import Typography from '@mui/material/Typography';
import { formatDay } from '../../contract/dateFormat';
import type { Renewal } from './renewal';

/** 'Renews on 28 Dec 2026, $29.97 to Visa •••• 4242' or 'Cancels on 28 Dec 2026'. */
export function renewalText(renewal: Renewal): string {
  const day = formatDay(renewal.at);
  if (renewal.kind === 'cancels') return `Cancels on ${day}`;
  const amount = renewal.amountCents === null ? '' : `, $${(renewal.amountCents / 100).toFixed(2)}`;
  const card = renewal.card ? ` to ${renewal.card.brand} •••• ${renewal.card.last4}` : '';
  return `Renews on ${day}${amount}${card}`;
}

export function RenewalLine({ renewal }: { renewal: Renewal }) {
  return (
    <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
      {renewalText(renewal)}
    </Typography>
  );
}
