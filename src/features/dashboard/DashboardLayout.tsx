import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { iconPaths } from '../../components/icons/iconPaths';
import { classNames } from '../../components/plain/classNames';
import { PlainIconButton } from '../../components/plain/PlainIconButton';
import { LazyDashboardPanel, LazyPanelDrawer } from './components/lazyPanel';
import { useNarrowScreen } from '../../components/layout/useNarrowScreen';

/** On a narrow screen the panel waits in a drawer, opened by a menu button; the drawer's code loads at the first opening. */
function PanelMenu() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <PlainIconButton
        label="Open account menu"
        icon={iconPaths.menu}
        aria-expanded={open}
        className="pn-dashboard__menu"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      />
      {/* Mounted from the first opening on, so that closing animates and focus returns to the button. */}
      {opened ? (
        <Suspense fallback={null}>
          <LazyPanelDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The layout of every /dashboard page: the account panel on the left and the page beside it;
 * on a narrow screen the panel moves into a drawer. The page keeps its place in the tree either
 * way, so turning a phone or resizing the window across the breakpoint loses no input. Plain
 * elements: the frame paints before any MUI code has loaded.
 */
export function DashboardLayout() {
  const narrow = useNarrowScreen();
  return (
    <div className={classNames('pn-dashboard', narrow && 'pn-dashboard--narrow')}>
      {narrow ? (
        <PanelMenu />
      ) : (
        <aside aria-label="Account menu" className="pn-dashboard__panel">
          {/* The panel's width is kept while its chunk loads: the page beside it does not jump. */}
          <Suspense fallback={<div className="pn-dashboard__panel-space" />}>
            <LazyDashboardPanel />
          </Suspense>
        </aside>
      )}
      <main className="pn-dashboard__main">
        <Outlet />
      </main>
    </div>
  );
}
