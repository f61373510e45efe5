import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { AppDispatch } from '../../state/hooks';
import { inTasks } from '../../lib/inTasks';

/** Starts the query a page waits for before it can paint its content (the page still reads it through its hook). */
export type PageDataPrefetch = (dispatch: AppDispatch) => Promise<unknown>;

/** What a route may keep in its handle besides its lazy pages: the data its page shows first. */
export interface DataPrefetchHandle {
  prefetchData?: PageDataPrefetch;
}

function prefetchOf(route: RouteObject): PageDataPrefetch | undefined {
  return (route.handle as DataPrefetchHandle | undefined)?.prefetchData;
}

/**
 * For a signed-in visit: starts the data of the page at `pathname` with its code, not once the
 * guard, the layout and the page have loaded and rendered, one after the other (on a
 * phone's network the page's request was the last link of that chain, and its content waited for
 * it). The page then finds the answer in the cache or in flight: it is fetched once. A failure is
 * left to the page, which shows it in place (failed queries make no toast). In a task of its own:
 * starting a request costs a phone several milliseconds.
 */
export async function prefetchRouteData(routes: RouteObject[], pathname: string, basename: string | undefined, dispatch: AppDispatch): Promise<void> {
  const prefetches = (matchRoutes(routes, pathname, basename) ?? []).map(({ route }) => prefetchOf(route)).filter((prefetch) => prefetch !== undefined);
  await inTasks(...prefetches.map((prefetch) => () => void prefetch(dispatch).catch(() => undefined)));
}
