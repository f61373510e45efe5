import { Link, useLocation, useNavigate } from 'react-router-dom';
import { signOut } from '../../api/signOut';
import { selectHasActiveSubscription, selectToken } from '../../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { paths, signedInHome } from '../../config/paths';
import { useNotify } from '../feedback/useNotify';
import { lazyPart } from '../staging/lazyParts';
import { BrandLogo } from './BrandLogo';
import type { HeaderAction } from './headerAction';
import { HeaderNavigation } from './HeaderNavigation';
import { SandboxRibbon } from './SandboxRibbon';
import { useNarrowScreen } from './useNarrowScreen';

// Only a signed-in customer on the dashboard can have a transfer to show: the sign-in screens'
// first paint does not carry the number's status or its queries.
const HeaderNumberStatus = lazyPart(() => import('./HeaderNumberStatus').then((module) => module.HeaderNumberStatus), { optional: true });

/**
 * The header of every page (SPEC §2 Header): the logo, a Dashboard button for customers with an
 * active subscription, and Sign out for anyone signed in. Dashboard-styled on /dashboard paths.
 */
export function Header() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notify = useNotify();
  const { pathname } = useLocation();
  const token = useAppSelector(selectToken);
  const hasActiveSubscription = useAppSelector(selectHasActiveSubscription);
  const narrow = useNarrowScreen();
  const onDashboard = pathname === '/dashboard' || pathname.startsWith('/dashboard/');

  const actions: HeaderAction[] = [];
  if (token && hasActiveSubscription) {
    actions.push({ label: 'Dashboard', onSelect: () => void navigate(paths.dashboard.account) });
  }
  if (token) {
    actions.push({
      label: 'Sign out',
      onSelect: async () => {
        await notify.whileBusy(() => dispatch(signOut()));
        await navigate(paths.login);
      },
    });
  }

  // On the dashboard, whose pages load the customer's number anyway.
  const numberStatus = token && hasActiveSubscription && onDashboard ? <HeaderNumberStatus /> : null;

  return (
    <header className="pn-header" data-variant={onDashboard ? 'dashboard' : 'default'}>
      <SandboxRibbon />
      <div className="pn-toolbar">
        <Link to={token ? signedInHome : paths.login} className="pn-brand">
          <BrandLogo />
        </Link>
        {!narrow && numberStatus}
        <HeaderNavigation actions={actions} narrow={narrow} />
      </div>
      {/* A narrow toolbar has no room beside the menu button: the chip gets a row of its own. */}
      {narrow && <div className="pn-status-strip">{numberStatus}</div>}
    </header>
  );
}
