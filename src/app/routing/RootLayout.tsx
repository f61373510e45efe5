import { Outlet } from 'react-router-dom';
import { FeedbackOutlet } from '../../components/feedback/FeedbackOutlet';
import { Header } from '../../components/layout/Header';
import { IdentityCheckHost } from '../IdentityCheckHost';
import { RouteNoticeAlert } from './RouteNoticeAlert';
import { useScrollToTop } from './useScrollToTop';

/** The root route: what every page shares (header, scroll reset, redirect notices, the 'Confirm it's you' dialog). */
export function RootLayout() {
  useScrollToTop();
  return (
    <>
      <Header />
      <RouteNoticeAlert />
      <Outlet />
      <FeedbackOutlet />
      <IdentityCheckHost />
    </>
  );
}
