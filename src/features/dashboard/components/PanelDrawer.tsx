import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { DashboardPanel } from './DashboardPanel';

interface PanelDrawerProps {
  open: boolean;
  onClose(): void;
}

/** The account panel in a drawer (narrow screens); closes on navigation, Escape or a tap outside. */
export function PanelDrawer({ open, onClose }: PanelDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="aside" aria-label="Account menu">
        <DashboardPanel onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
