import { UNSAFE_createMemoryHistory as createMemoryHistory, type InitialEntry, type Location, type RouteObject, type To } from 'react-router-dom';
import type { AppRouter } from '../../src/app/router';

/** An AppRouter over a memory history, with what tests read and do: the location, and navigating. */
export interface MemoryRouter extends AppRouter {
  state: { location: Location };
  navigate(to: To, options?: { replace?: boolean; state?: unknown }): void;
}

/** Routes in a memory history starting at `initialEntries` (last one current), for AppRouterProvider. */
export function createMemoryRouter(routes: RouteObject[], { initialEntries = ['/'] }: { initialEntries?: InitialEntry[] } = {}): MemoryRouter {
  // v5Compat: the history tells its listener (the router) about push and replace, as a browser would.
  const history = createMemoryHistory({ initialEntries, v5Compat: true });
  return {
    routes,
    history,
    get state() {
      return { location: history.location };
    },
    navigate(to, { replace = false, state = null } = {}) {
      if (replace) history.replace(to, state);
      else history.push(to, state);
    },
  };
}
