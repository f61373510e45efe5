import Box from '@mui/material/Box';
import { BalanceBlock } from './BalanceBlock';
import { CellularDataBlock } from './CellularDataBlock';
import { DashboardNav } from './DashboardNav';
import { PhoneNumberBlock } from './PhoneNumberBlock';
import { PlanBlock } from './PlanBlock';
import { ProfileBlock } from './ProfileBlock';

/** The left panel of SPEC §2 'Dashboard layout'. */
export function DashboardPanel({ onNavigate, hiddenPages }: { onNavigate?: () => void; hiddenPages?: readonly string[] }) {
  return (
    <Box sx={{ width: { xs: 280, md: 300 }, px: 2 }}>
      <ProfileBlock />
      <PhoneNumberBlock />
      <DashboardNav onNavigate={onNavigate} hiddenPages={hiddenPages} />
      <CellularDataBlock />
      <BalanceBlock />
      <PlanBlock />
    </Box>
  );
}
