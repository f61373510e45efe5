import MenuIcon from '@mui/icons-material/Menu';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import { lazyWidget } from '../../lib/lazyWidget';
import { whenIdle } from '../../lib/whenIdle';
import type { HeaderMenuProps } from './HeaderMenu';

export interface HeaderAction {
  label: string;
  onSelect(): void;
}

interface HeaderNavigationProps {
  actions: HeaderAction[];
  /** 900 px or less: the buttons hide behind a menu button (SPEC §2, §9). */
  narrow: boolean;
}

const headerMenu = lazyWidget<HeaderMenuProps>(() =>
  import(/* webpackChunkName: "header-menu" */ './HeaderMenu').then((module) => module.HeaderMenu),
);

/** The header's actions: buttons on wide screens, a menu on narrow ones, so they stay reachable. */
export function HeaderNavigation({ actions, narrow }: HeaderNavigationProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted at the first opening and kept, so the menu's closing transition plays.
  const [opened, setOpened] = useState(false);
  const showMenu = narrow && actions.length > 0;

  // The menu's code loads while the browser is idle, so the first tap opens it at once.
  useEffect(() => (showMenu ? whenIdle(headerMenu.preload) : undefined), [showMenu]);

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
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {opened ? <headerMenu.Component actions={actions} anchor={anchor} onClose={close} /> : null}
    </>
  );
}
