import Typography from '@mui/material/Typography';
import { paymentMessages } from './paymentMessages';

/** 'You will be charged $X today', beside Pay (its description, so a screen reader hears it with Pay). */
export function ChargeTodayLine({ id, cents }: { id: string; cents: number }) {
  return (
    <Typography id={id} sx={{ fontWeight: 500 }}>
      {paymentMessages.chargeToday(cents)}
    </Typography>
  );
}
