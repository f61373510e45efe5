import { PlainLink } from '../../components/plain/PlainLink';
import { selectToken } from '../../session/sessionSlice';
import { useAppSelector } from '../../state/hooks';
import { unknownPathRedirect } from '../guards/sessionRedirects';

/**
 * Any path the app does not know: says so, with the way home (the dashboard when
 * signed in, where the guard takes over; else sign-in), instead of moving silently elsewhere.
 */
export function UnknownRoute() {
  const signedIn = Boolean(useAppSelector(selectToken));
  const home = unknownPathRedirect({ token: signedIn ? 'present' : null });
  return (
    <main className="pn-card">
      <div className="pn-stack" style={{ gap: 24 }}>
        <h1 className="pn-h1 pn-center">Page not found</h1>
        <p className="pn-body2 pn-center pn-secondary">This address is not part of the app. It may be mistyped, or the page has moved.</p>
        <p className="pn-center">
          <PlainLink to={home}>{signedIn ? 'Go to your account' : 'Go to sign in'}</PlainLink>
        </p>
      </div>
    </main>
  );
}
