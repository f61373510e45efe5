import Typography from '@mui/material/Typography';
import type { HeldWalletToken } from './applePayTypes';

/** Says an Apple Pay payment is going through, and for whom. */
export function HeldTokenStatus({ held }: { held: HeldWalletToken | null }) {
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
      {held ? `Paying with Apple Pay${held.payerEmail ? ` (${held.payerEmail})` : ''}…` : ''}
    </Typography>
  );
}
