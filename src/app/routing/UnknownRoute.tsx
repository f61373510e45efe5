import { Navigate } from 'react-router-dom';
import { selectToken } from '../../session/sessionSlice';
import { useAppSelector } from '../../state/hooks';
import { unknownPathRedirect } from '../guards/sessionRedirects';

/** Any path the app does not know. */
export function UnknownRoute() {
  const token = useAppSelector(selectToken);
  return <Navigate replace to={unknownPathRedirect({ token })} />;
}
