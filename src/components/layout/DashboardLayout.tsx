import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { DashboardPanel } from './panel/DashboardPanel';
import { useNarrowScreen } from './useNarrowScreen';

/** On a narrow screen the panel waits in a drawer, opened by a menu button. */
function PanelDrawer() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <IconButton aria-label="Open account menu" aria-expanded={open} onClick={() => setOpen(true)} edge="start" sx={{ alignSelf: 'flex-start' }}>
        <MenuIcon />
      </IconButton>
      <Drawer open={open} onClose={close}>
        <Box component="aside" aria-label="Account menu">
          <DashboardPanel onNavigate={close} />
        </Box>
      </Drawer>
    </>
  );
}

/**
 * The layout of every /dashboard page: the account panel on the left and the page beside it;
 * on a narrow screen the panel moves into a drawer. The page keeps its place in the tree either
 * way, so turning a phone or resizing the window across the breakpoint loses no input.
 */
export function DashboardLayout() {
  const narrow = useNarrowScreen();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: narrow ? 'column' : 'row',
        alignItems: narrow ? 'stretch' : 'flex-start',
        gap: narrow ? 1 : 3,
        px: narrow ? 2 : 3,
        py: narrow ? 1 : 2,
      }}
    >
      {narrow ? (
        <PanelDrawer />
      ) : (
        <Box component="aside" aria-label="Account menu" sx={{ flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>
          <DashboardPanel />
        </Box>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
