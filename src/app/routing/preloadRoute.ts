import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { LazyPageComponent } from './lazyPage';

/** What a route keeps in its handle: the lazy pages its element shows (guard, layout or page). */
export interface PreloadHandle {
  preload: LazyPageComponent[];
}

function preloadsOf(route: RouteObject): LazyPageComponent[] {
  const handle = route.handle as Partial<PreloadHandle> | undefined;
  return handle?.preload ?? [];
}

/**
 * Starts loading every lazy page of the routes that match `pathname` at once: the guard, the
 * dashboard layout and the page, which would otherwise load one after the other as each renders
 * the next (one round trip each on a phone's network). Failures are left to the pages' own
 * error elements, which load again when they render.
 */
export function preloadRoute(routes: RouteObject[], pathname: string, basename?: string): void {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  for (const { route } of matches) {
    for (const page of preloadsOf(route)) page.preload().catch(() => undefined);
  }
}
