import { matchRoutes, type RouteObject } from 'react-router-dom';
import { inTasks } from '../../lib/inTasks';
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
 * error elements, which load again when they render. Each page's load starts in a task of its
 * own, outermost first: adding a page's script tags costs a phone several milliseconds (
 * total blocking time). Resolves once every load has started.
 */
export async function preloadRoute(routes: RouteObject[], pathname: string, basename?: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  const pages = matches.flatMap(({ route }) => preloadsOf(route));
  await inTasks(...pages.map((page) => () => void page.preload().catch(() => undefined)));
}
