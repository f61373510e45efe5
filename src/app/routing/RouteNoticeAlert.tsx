import { useLocation, useNavigate } from 'react-router-dom';
import { PlainAlert } from '../../components/plain/PlainAlert';
import { noticeFrom } from '../../lib/routeState';

/**
 * Shows the notice a redirect carried in the navigation state (e.g. why a sign-in link failed),
 * on whichever page it landed. Closing it drops it from the history entry.
 */
export function RouteNoticeAlert() {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = noticeFrom(location.state);
  if (!notice) return null;
  const dismiss = () => {
    void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
  };
  return (
    <div className="pn-notice">
      <PlainAlert severity={notice.severity} onClose={dismiss}>
        {notice.message}
      </PlainAlert>
    </div>
  );
}
