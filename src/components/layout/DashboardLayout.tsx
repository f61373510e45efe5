import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardPanel } from './panel/DashboardPanel';
import { useNarrowScreen } from './useNarrowScreen';

/**
 * The layout of every /dashboard page: the account panel on the left and the page beside it.
 * On a narrow screen the panel moves into a drawer opened by a menu button.
 */
export function DashboardLayout() {
  const narrow = useNarrowScreen();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);

  if (narrow) {
    return (
      <Box sx={{ px: 2, py: 1 }}>
        <IconButton aria-label="Open account menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} edge="start">
          <MenuIcon />
        </IconButton>
        <Drawer open={drawerOpen} onClose={close}>
          <Box component="aside" aria-label="Account menu">
            <DashboardPanel onNavigate={close} />
          </Box>
        </Drawer>
        <Box component="main" sx={{ minWidth: 0 }}>
          <Outlet />
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 3, px: 3, py: 2 }}>
      <Box component="aside" aria-label="Account menu" sx={{ flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
        <DashboardPanel />
      </Box>
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
