import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import { ColorSchemeChoice } from '../../../components/layout/ColorSchemeChoice';
import { phoneTabPaths } from '../phone/phoneTabs';
import { DashboardPanel } from './DashboardPanel';

interface PanelDrawerProps {
  open: boolean;
  onClose(): void;
  /** Below 600 px the tab bar holds the main pages: the drawer keeps the rest. */
  phone?: boolean;
}

/**
 * The account panel in a drawer (narrow screens), with the colour scheme the header's menu holds
 * elsewhere; closes on navigation, Escape or a tap outside. On a phone it leaves out the pages of
 * the tab bar.
 */
export function PanelDrawer({ open, onClose, phone = false }: PanelDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose}>
      <Box component="aside" aria-label="Account menu">
        <DashboardPanel onNavigate={onClose} hiddenPages={phone ? phoneTabPaths : undefined} />
        <Divider />
        <ColorSchemeChoice />
      </Box>
    </Drawer>
  );
}
