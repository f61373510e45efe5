import { Outlet } from 'react-router-dom';
import { FeedbackHost } from '../../components/feedback/FeedbackHost';
import { RouteNoticeAlert } from './RouteNoticeAlert';
import { useScrollToTop } from './useScrollToTop';

/** The root route: what every page shares (scroll reset, redirect notices). */
export function RootLayout() {
  useScrollToTop();
  return (
    <>
      <RouteNoticeAlert />
      <Outlet />
      <FeedbackHost />
    </>
  );
}
