import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../hooks';
import { unknownPathRedirect } from '../guards/sessionRedirects';

/** Any path the app does not know. */
export function UnknownRoute() {
  const token = useAppSelector((state) => state.session.token);
  return <Navigate replace to={unknownPathRedirect({ token })} />;
}
