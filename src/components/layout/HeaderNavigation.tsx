import { useEffect, useState } from 'react';
import { lazyWidget } from '../staging/lazyParts';
import { themed } from '../../theme/loadMuiTheme';
import { whenUserActs } from '../../lib/whenUserActs';
import { iconPaths } from '../icons/iconPaths';
import { PlainButton } from '../plain/PlainButton';
import { PlainIconButton } from '../plain/PlainIconButton';
import type { HeaderAction } from './headerAction';
import type { HeaderMenuProps } from './HeaderMenu';

interface HeaderNavigationProps {
  actions: HeaderAction[];
  /** 900 px or less: the buttons hide behind a menu button (SPEC §2, §9). */
  narrow: boolean;
}

// MUI's Menu, with the theme it is drawn in: neither is needed to paint the header.
const LazyHeaderMenu = lazyWidget<HeaderMenuProps>(() =>
  themed(() => import(/* webpackChunkName: "header-menu" */ './HeaderMenu').then((module) => module.HeaderMenu)),
);

/** The header's actions: buttons on wide screens, a menu on narrow ones, so they stay reachable. */
export function HeaderNavigation({ actions, narrow }: HeaderNavigationProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted at the first opening and kept, so the menu's closing transition plays.
  const [opened, setOpened] = useState(false);
  const showMenu = narrow && actions.length > 0;

  // The menu's code loads once the user first acts on the page, so a tap on the button opens it at once.
  useEffect(() => (showMenu ? whenUserActs(() => void LazyHeaderMenu.preload()) : undefined), [showMenu]);

  if (actions.length === 0) return null;

  if (!narrow) {
    return (
      <nav aria-label="Account" className="pn-header-nav">
        {actions.map((action) => (
          <PlainButton key={action.label} color="inherit" onClick={action.onSelect}>
            {action.label}
          </PlainButton>
        ))}
      </nav>
    );
  }

  const close = () => setAnchor(null);
  return (
    <>
      <PlainIconButton
        color="inherit"
        label="Open menu"
        icon={iconPaths.menu}
        aria-haspopup="menu"
        aria-controls={anchor ? 'header-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      />
      {opened ? <LazyHeaderMenu actions={actions} anchor={anchor} onClose={close} /> : null}
    </>
  );
}
