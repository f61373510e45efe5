import { useLocation, useNavigate } from 'react-router-dom';
import { PlainErrorWithRetry } from '../../components/plain/PlainErrorWithRetry';
import { PlainLink } from '../../components/plain/PlainLink';
import { paths } from '../../config/paths';

/**
 * What a route shows when its page failed to load (a chunk lost to a network blip or a
 * new deploy) or to render. Retry renders the same location again, which resets the error
 * boundary and loads the page afresh.
 */
export function RouteErrorPage() {
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const retry = () => {
    void navigate({ pathname, search, hash }, { replace: true, state });
  };
  return (
    <PlainErrorWithRetry
      title="This page could not be shown"
      message="Check your connection and try again."
      onRetry={retry}
      secondaryAction={
<PlainLink to={paths.home}>Back to the start</PlainLink>
      }
    />
  );
}
