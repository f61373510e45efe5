import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { registerNavigator } from '../lib/navigation';
import { createAppRouter, type AppRouter } from './router';

interface AppRouterProviderProps {
  /** A ready router (tests pass a memory router); by default the app's browser router. */
  router?: AppRouter;
}

/**
 * The app's pages. Registers the router's navigate so that code outside React (the base query's
 * 401 rule) moves the router instead of reloading the page.
 */
export function AppRouterProvider({ router: givenRouter }: AppRouterProviderProps) {
  const [router] = useState(() => givenRouter ?? createAppRouter());
  useEffect(() => {
    registerNavigator((path) => {
      void router.navigate(path);
    });
    return () => registerNavigator(null);
  }, [router]);
  return <RouterProvider router={router} />;
}
