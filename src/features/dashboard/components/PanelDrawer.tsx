import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { ColorSchemeChoice } from '../../../components/layout/ColorSchemeChoice';
import { DashboardPanel } from './DashboardPanel';

interface PanelDrawerProps {
  open: boolean;
  onClose(): void;
}

/**
 * The account panel in a drawer (narrow screens), with the colour scheme the header's menu holds
 * elsewhere; closes on navigation, Escape or a tap outside.
 */
export function PanelDrawer({ open, onClose }: PanelDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="aside" aria-label="Account menu">
        <DashboardPanel onNavigate={onClose} />
        <Divider />
        <ColorSchemeChoice />
      </Box>
    </Drawer>
  );
}
