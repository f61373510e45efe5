import { BalanceBlock } from './BalanceBlock';
import { CellularDataBlock } from './CellularDataBlock';
import { DashboardNav } from './DashboardNav';
import { PhoneNumberBlock } from './PhoneNumberBlock';
import { PlanBlock } from './PlanBlock';
import { ProfileBlock } from './ProfileBlock';

/** The left panel of SPEC §2 'Dashboard layout'. */
export function DashboardPanel({ onNavigate, hiddenPages }: { onNavigate?: () => void; hiddenPages?: readonly string[] }) {
  return (
    <div className="panel">
      <ProfileBlock />
      <PhoneNumberBlock />
      <DashboardNav onNavigate={onNavigate} hiddenPages={hiddenPages} />
      <CellularDataBlock />
      <BalanceBlock />
      <PlanBlock />
    </div>
  );
}
