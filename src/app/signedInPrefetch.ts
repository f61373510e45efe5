import type { RouteObject } from 'react-router-dom';
import type { AppDispatch } from '../state/hooks';

/**
 * A signed-in visit's data, asked for during start-up while the pages' code loads: the guard's
 * queries, and the address's own page data. Their code comes with the guards' chunk, so nothing of
 * it weighs on /login (start-up's own imports are all evaluated from the entry, see webpack.config.ts).
 */
export function prefetchGuardDataLazily(dispatch: AppDispatch): void {
  void import('./guards/prefetchGuardData').then((module) => void module.prefetchGuardData(dispatch));
}

export function prefetchRouteDataLazily(routes: RouteObject[], pathname: string, basename: string, dispatch: AppDispatch): void {
  void import('./routing/prefetchRouteData').then((module) => void module.prefetchRouteData(routes, pathname, basename, dispatch));
}
