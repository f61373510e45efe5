import { startTransition, useEffect, useState } from 'react';
import { lazyPart } from '../staging/lazyParts';
import { whenIdle } from '../../lib/whenIdle';
import { contrastPath } from '../icons/paths/contrast';
import { menuPath } from '../icons/paths/menu';
import { PlainButton } from '../plain/PlainButton';
import { PlainIconButton } from '../plain/PlainIconButton';
import type { HeaderAction } from './headerAction';
import type { HeaderMenuProps } from './HeaderMenu';
import { useProvidedHeaderMenu } from './headerMenuSlot';

interface HeaderNavigationProps {
  actions: HeaderAction[];
  /** 900 px or less: the buttons hide behind a menu button (SPEC §2, §9). */
  narrow: boolean;
}

// MUI's Menu, with the theme it is drawn in: neither is needed to paint the header.
const LazyHeaderMenu = lazyPart<HeaderMenuProps>(() => import('./HeaderMenu').then((module) => module.HeaderMenu), { themed: true, optional: true });

/**
 * The header's actions and its menu button. Wide screens show the actions as buttons and the menu
 * holds the colour scheme; narrow ones move the actions into the menu too, so they stay reachable.
 */
export function HeaderNavigation({ actions, narrow }: HeaderNavigationProps) {
  const provided = useProvidedHeaderMenu();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted at the first opening and kept, so the menu's closing transition plays.
  const [opened, setOpened] = useState(false);
  const actionsInMenu = narrow ? actions : [];

  // The menu's code loads once the user first acts on the page, so a tap on the button opens it at once.
  useEffect(() => whenIdle(() => void LazyHeaderMenu.preload(), { afterUserActs: true }), []);

  // A page's own menu (the dashboard's drawer) takes the button's place on a narrow screen: one menu, labelled.
  if (narrow && provided) {
    return (
      <div className="pn-header-nav">
        <PlainButton color="inherit" startIcon={menuPath} aria-expanded={provided.expanded} onClick={provided.open}>
          {provided.label}
          {/* Named 'Menu 2 unread': the visible text, then a word for screen readers. */}
          {provided.unread ? (
            <>
              <span className="pn-count">{provided.unread > 99 ? '99+' : provided.unread}</span>
              <span className="pn-visually-hidden"> unread</span>
            </>
          ) : null}
        </PlainButton>
      </div>
    );
  }

  return (
    <div className="pn-header-nav">
      {!narrow && actions.length > 0 ? (
        <nav aria-label="Account" className="pn-header-nav">
          {actions.map((action) => (
            <PlainButton key={action.label} color="inherit" onClick={action.onSelect}>
              {action.label}
            </PlainButton>
          ))}
        </nav>
      ) : null}
      <PlainIconButton
        color="inherit"
        label={actionsInMenu.length > 0 ? 'Open menu' : 'Colour scheme'}
        icon={actionsInMenu.length > 0 ? menuPath : contrastPath}
        aria-haspopup="menu"
        aria-controls={anchor ? 'header-menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          const button = event.currentTarget;
          // MUI's Menu (popover, focus trap, positioning) renders after the press has painted, in
          // slices: a press paints within 100 ms at 4× CPU.
          startTransition(() => {
            setAnchor(button);
            setOpened(true);
          });
        }}
      />
      {opened ? <LazyHeaderMenu actions={actionsInMenu} anchor={anchor} onClose={() => setAnchor(null)} /> : null}
    </div>
  );
}
