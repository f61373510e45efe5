import { matchRoutes, type RouteObject } from 'react-router-dom';

/** What an address no route knows reports as (the catch-all page). */
export const UNKNOWN_ROUTE = '/*';

/**
 * The route pattern an address shows (/dashboard/chats), never the address itself: no ids, no
 * query, no fragment, so a report says which page and nothing about whose.
 */
export function routePatternOf(routes: RouteObject[], pathname: string, basename?: string): string {
  let pattern = '';
  for (const { route } of matchRoutes(routes, pathname, basename) ?? []) {
    if (!route.path) continue;
    if (route.path === '*') return UNKNOWN_ROUTE;
    pattern = route.path.startsWith('/') ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  return pattern || UNKNOWN_ROUTE;
}
