import { useEffect } from 'react';
import { BrowserRouter, unstable_HistoryRouter as HistoryRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { registerNavigator, ROUTER_BASENAME } from '../lib/navigation';
import { appRoutes, type AppRouter } from './router';

interface AppRouterProviderProps {
  /** Routes and a history (tests pass a memory history); by default the app's routes under /app. */
  router?: AppRouter;
}

/** Lets code outside React (the base query's 401 rule) move the router instead of reloading the page. */
function NavigatorRegistration() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((path) => void navigate(path));
    return () => registerNavigator(null);
  }, [navigate]);
  return null;
}

function AppRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The pages inside whichever router holds them: the browser's, a test's history, or the server's
 * static one (src/prerender.tsx renders the sign-in screens with it, and the client hydrates them: the
 * tree inside the router must be the same on both sides).
 */
export function AppPages({ routes }: { routes: RouteObject[] }) {
  return (
    <>
      <NavigatorRegistration />
      <AppRoutes routes={routes} />
    </>
  );
}

/** The app's pages, in the browser's history under /app or in the history given. */
export function AppRouterProvider({ router = { routes: appRoutes } }: AppRouterProviderProps) {
  const content = <AppPages routes={router.routes} />;
  if (router.history) return <HistoryRouter history={router.history}>{content}</HistoryRouter>;
  return <BrowserRouter basename={ROUTER_BASENAME}>{content}</BrowserRouter>;
}
