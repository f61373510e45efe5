import { startTransition, Suspense, useLayoutEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { provideHeaderMenu } from '../../components/layout/headerMenuSlot';
import { classNames } from '../../components/plain/classNames';
import { useLiveActivityQuery } from '../../api/eventsApi';
import { useGetSubscriptionQuery } from '../../api/subscriptionApi';
import { DashboardPanel, PanelDrawer, RenewalFailedBanner } from './parts';
import { useNarrowScreen, usePhoneScreen } from '../../components/layout/useNarrowScreen';
import { paths } from '../../config/paths';
import { PhoneAccountSummary } from './phone/PhoneAccountSummary';
import { PhoneTabBar } from './phone/PhoneTabBar';
import { useAppSelector } from '../../state/hooks';
import { selectUnreadChats } from '../../api/liveActivitySlice';

/**
 * On a narrow screen the panel waits in a drawer behind the header's one labelled Menu button (no
 * second button of its own); the drawer holds what the header's menu held too (the colour
 * scheme; LOG OUT is the panel's). Its code loads at the first opening. The drawer belongs to the
 * page it was opened on: any navigation (a panel link, MANAGE, Cellular data, the header) closes it.
 */
function PanelMenu({ phone }: { phone: boolean }) {
  const { key: locationKey } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === locationKey;
  const [opened, setOpened] = useState(false);
  // The Chats link's count sits in the drawer: the button says it too, or it would go unseen. On a
  // phone Chats is in the tab bar, which carries the count, and the drawer holds no Chats link.
  const unreadChats = useAppSelector(selectUnreadChats);
  const unread = phone ? 0 : unreadChats;

  // Before paint: the header never shows its own menu button for a frame on a dashboard page.
  useLayoutEffect(() => {
    provideHeaderMenu({
      label: 'Menu',
      unread,
      expanded: open,
      // The drawer (MUI, the whole panel) renders after the press has painted, in slices: a press
      // paints within 100 ms at 4× CPU.
      open: () =>
        startTransition(() => {
          setOpened(true);
          setOpenOn(locationKey);
        }),
    });
  }, [open, locationKey, unread]);
  useLayoutEffect(() => () => provideHeaderMenu(null), []);

  return (
    <>
      {/* Mounted from the first opening on, so that closing animates and focus returns to the button. */}
      {opened ? (
        <Suspense fallback={null}>
          <PanelDrawer open={open} onClose={() => setOpenOn(null)} phone={phone} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The layout of every /dashboard page: the account panel on the left and the page beside it;
 * on a narrow screen the panel moves into a drawer, and on a phone (below 600 px) the pages are
 * also in a tab bar at the bottom. The page keeps its place in the tree either
 * way, so turning a phone or resizing the window across the breakpoint loses no input. Plain
 * elements: the frame paints before any MUI code has loaded.
 */
export function DashboardLayout() {
  const narrow = useNarrowScreen();
  const phone = usePhoneScreen();
  const { pathname } = useLocation();
  // The guard has loaded the subscription: no request of its own. A failed load shows no banner.
  const subscription = useGetSubscriptionQuery();
  // Read as the guard reads it (src/app/guards/decideRoute.ts): a backend may pad or capitalise it.
  const renewalFailed = !subscription.isError && subscription.data?.status?.trim().toLowerCase() === 'transition';
  // New calls and messages arrive live while a dashboard page is open; leaving closes the stream.
  useLiveActivityQuery();
  return (
    <div className={classNames('pn-dashboard', narrow && 'pn-dashboard--narrow', phone && 'pn-dashboard--phone')}>
      {narrow ? (
        <PanelMenu phone={phone} />
      ) : (
        <aside aria-label="Account menu" className="pn-dashboard__panel">
          {/* The panel's width is kept while its chunk loads: the page beside it does not jump. */}
          <Suspense fallback={<div className="pn-dashboard__panel-space" />}>
            <DashboardPanel />
          </Suspense>
        </aside>
      )}
      <main className="pn-dashboard__main">
        {/* a failed renewal (SPEC §2 'transition') is said on every dashboard page. */}
        {renewalFailed && <RenewalFailedBanner />}
        {/* On a phone the account page opens with what the panel (in the drawer) shows. Drawn here, by
            the frame, so the account feature needs nothing of the dashboard's. */}
        {phone && pathname === paths.dashboard.account && <PhoneAccountSummary />}
        <Outlet />
      </main>
      {/* After the page: it follows the page's content in tab order, as it does on screen. */}
      {phone && <PhoneTabBar />}
    </div>
  );
}
