import Typography from '@mui/material/Typography';
import { useGetBalanceQuery } from '../../../api/creditsApi';
import { formatMoney } from '../../../lib/formatMoney';
import { PanelBlock } from './PanelBlock';

/** REMAINING BALANCE of the outbound-credits wallet, in dollars. */
export function BalanceBlock() {
  const balance = useGetBalanceQuery();
  return (
    <PanelBlock label="Remaining balance" query={balance}>
      <Typography variant="overline" component="p" color="text.secondary">
        REMAINING BALANCE
      </Typography>
      <Typography variant="h6" component="p">
        {formatMoney(balance.data ?? 0)}
      </Typography>
    </PanelBlock>
  );
}
