import MenuIcon from '@mui/icons-material/Menu';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

export interface HeaderAction {
  label: string;
  onSelect(): void;
}

interface HeaderNavigationProps {
  actions: HeaderAction[];
  /** 900 px or less: the buttons hide behind a menu button (SPEC §2, §9). */
  narrow: boolean;
}

/** The header's actions: buttons on wide screens, a menu on narrow ones, so they stay reachable. */
export function HeaderNavigation({ actions, narrow }: HeaderNavigationProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (actions.length === 0) return null;

  if (!narrow) {
    return (
      <Stack component="nav" aria-label="Account" direction="row" spacing={1}>
        {actions.map((action) => (
          <Button key={action.label} color="inherit" onClick={action.onSelect}>
            {action.label}
          </Button>
        ))}
      </Stack>
    );
  }

  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label="Open menu"
        aria-haspopup="menu"
        aria-controls={anchor ? 'header-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu id="header-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close}>
        {actions.map((action) => (
          <MenuItem
            key={action.label}
            onClick={() => {
              close();
              action.onSelect();
            }}
          >
            {action.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
