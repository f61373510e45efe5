import { Link } from 'react-router-dom';
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
        <div className="panel-block__footer">
          <Link to={paths.dashboard.plan} state={chooseBundle} className="pn-button pn-button--outlined pn-button--small">
            Add credit
          </Link>
        </div>
      }
    >
      <p className="pn-overline pn-secondary">REMAINING BALANCE</p>
      <p className="pn-h6 pn-anywhere">{formatBalance(balance.data ?? 0)}</p>
    </PanelBlock>
  );
}
