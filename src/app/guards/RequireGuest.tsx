import { Navigate, Outlet } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { guestRouteRedirect } from './sessionRedirects';

/** Layout route of the visitor-only pages (/register, /forgot-password). */
export function RequireGuest() {
  const token = useAppSelector((state) => state.session.token);
  const redirectTo = guestRouteRedirect({ token });
  return redirectTo ? <Navigate replace to={redirectTo} /> : <Outlet />;
}
