import { Outlet } from 'react-router-dom';
import { FeedbackHost } from '../../components/feedback/FeedbackHost';
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
      <FeedbackHost />
    </>
  );
}
