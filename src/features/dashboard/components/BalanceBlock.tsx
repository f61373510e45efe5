import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetBalanceQuery } from '../../../api/creditsApi';
import { paths } from '../../../config/paths';
import { formatBalance } from '../../../lib/formatBalance';
import type { PlanPageState } from '../../../lib/routeState';
import { PanelBlock } from './PanelBlock';

/** Bundles are chosen on the plan page's 'Manage credits' tab: the add-credit flow starts there. */
const chooseBundle: PlanPageState = { tab: 'credits' };

/** REMAINING BALANCE of the outbound-credits wallet, in dollars and credits, with the way to add credit. */
export function BalanceBlock() {
  const balance = useGetBalanceQuery();
  return (
    <PanelBlock
      label="Remaining balance"
      query={balance}
      footer={
        <Button component={RouterLink} to={paths.dashboard.plan} state={chooseBundle} size="small" variant="outlined" sx={{ mt: 1 }}>
          Add credit
        </Button>
      }
    >
      <Typography variant="overline" component="p" color="text.secondary">
        REMAINING BALANCE
      </Typography>
      <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {formatBalance(balance.data ?? 0)}
      </Typography>
    </PanelBlock>
  );
}
