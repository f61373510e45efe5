import { Outlet } from 'react-router-dom';
import { FeedbackOutlet } from '../../components/feedback/FeedbackOutlet';
import { Header } from '../../components/layout/Header';
import { RouteNoticeAlert } from './RouteNoticeAlert';
import { useScrollToTop } from './useScrollToTop';

/** The root route: what every page shares (header, scroll reset, redirect notices). */
export function RootLayout() {
  useScrollToTop();
  return (
    <>
      <Header />
      <RouteNoticeAlert />
      <Outlet />
      <FeedbackOutlet />
    </>
  );
}
