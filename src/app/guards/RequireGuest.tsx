import { Navigate, Outlet } from 'react-router-dom';
import { selectToken } from '../../session/sessionSlice';
import { useAppSelector } from '../../state/hooks';
import { guestRouteRedirect } from './sessionRedirects';

/** Layout route of the visitor-only pages (/register, /forgot-password). */
export function RequireGuest() {
  const token = useAppSelector(selectToken);
  const redirectTo = guestRouteRedirect({ token });
  return redirectTo ? <Navigate replace to={redirectTo} /> : <Outlet />;
}
