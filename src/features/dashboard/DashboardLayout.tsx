import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { iconPaths } from '../../components/icons/iconPaths';
import { classNames } from '../../components/plain/classNames';
import { PlainIconButton } from '../../components/plain/PlainIconButton';
import { LazyDashboardPanel, LazyPanelDrawer } from './components/lazyPanel';
import { useNarrowScreen } from '../../components/layout/useNarrowScreen';

/**
 * On a narrow screen the panel waits in a drawer, opened by a menu button; the drawer's code loads
 * at the first opening. The drawer belongs to the page it was opened on: any navigation (a panel
 * link, MANAGE, Cellular data, the header) closes it.
 */
function PanelMenu() {
  const { key: locationKey } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === locationKey;
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
          setOpenOn(locationKey);
        }}
      />
      {/* Mounted from the first opening on, so that closing animates and focus returns to the button. */}
      {opened ? (
        <Suspense fallback={null}>
          <LazyPanelDrawer open={open} onClose={() => setOpenOn(null)} />
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
