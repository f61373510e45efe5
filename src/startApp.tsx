import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { getConfig } from './config/loadConfig';
import { inTasks } from './lib/inTasks';
import { scheduleVitalsReporting } from './lib/webVitals/scheduleVitals';
import { canHydrate } from './lib/prerender/canHydrate';
import { forgetEarlySubmit } from './lib/prerender/earlySubmit';
import { keepTypedBeforeStart } from './lib/prerender/typedBeforeStart';

/**
 * Start-up in short tasks rather than one long one (total blocking time). The bundle is
 * downloaded whole, but its modules evaluate only when imported: each step below imports one part
 * (every `import()` of this file is eager, by webpack.config.ts: no extra request) — React DOM,
 * Redux Toolkit, the store, the router and pages' shell —
 * and evaluates it in a task of its own. The session is read back from sessionStorage before
 * anything renders, so the guards see it whole; then React renders the first page as a
 * transition, in slices of a few milliseconds.
 * The sign-in screens arrive rendered by the server (src/prerender): when #root holds
 * this page's markup and the first render will match it (canHydrate), React hydrates it, keeping
 * what the visitor typed meanwhile; otherwise (a frame, a signed-in visitor) it renders afresh
 * over it (createRoot replaces the markup at its first commit).
 */
export async function startApp(root: HTMLElement): Promise<Root> {
  const { createRoot, hydrateRoot } = await inTasks(() => import('react-dom/client'));
  // The base query evaluates Redux Toolkit and its query layer; the API slice (createApi) and the
  // store come after. (Importing the packages themselves here would keep all their exports: 4 KB
  // more gzip before the first paint.)
  const [{ makeStore }, { whenRehydrated }, { prefetchGuardDataLazily, prefetchRouteDataLazily }] = await inTasks(
    () => import('./api/baseQuery'),
    () => import('./api/baseApi'),
    () => Promise.all([import('./app/store'), import('./app/whenRehydrated'), import('./app/signedInPrefetch')]),
  );
  let signedIn = false;
  const store = await inTasks(async () => {
    const made = makeStore();
    await whenRehydrated(made.persistor);
    // A signed-in visit (token and user, as the guard asks): its data is on its way while the pages' code loads.
    const { token, user } = made.store.getState().session;
    signedIn = Boolean(token && user);
    if (signedIn) {
      prefetchGuardDataLazily(made.store.dispatch);
    }
    return made.store;
  });
  let routes: RouteObject[] = [];
  let basename = '';
  await inTasks(async () => {
    const [{ appRoutes }, { preloadRoute }, { ROUTER_BASENAME }] = await Promise.all([
      import('./app/router'),
      import('./app/routing/preloadRoute'),
      import('./lib/navigation'),
    ]);
    // For a signed-in visit, the page's own data starts too (with the guard's chunk: nothing of it
    // weighs on /login); the address's guard, layout and page start loading now (each in a task of
    // its own), not each once the one before renders.
    if (signedIn) {
      prefetchRouteDataLazily(appRoutes, window.location.pathname, ROUTER_BASENAME, store.dispatch);
    }
    routes = appRoutes;
    basename = ROUTER_BASENAME;
    await preloadRoute(appRoutes, window.location.pathname, ROUTER_BASENAME);
  });
  const [{ AppProvider }, { AppRouterProvider }] = await inTasks(() =>
    Promise.all([import('./app/provider'), import('./app/AppRouterProvider')]),
  );
  const app = (
    <StrictMode>
      <AppProvider store={store}>
        <AppRouterProvider />
      </AppProvider>
    </StrictMode>
  );
  const hydrate = canHydrate(root, { config: getConfig(), token: store.getState().session.token });
  // The root is returned for tests, which unmount it.
  return inTasks(() => {
    const made: { root?: Root } = {};
    startTransition(() => {
      if (hydrate) {
        made.root = hydrateRoot(root, app);
      } else {
        // The server's markup is replaced, a press on its button with it (the customer presses its
        // successor); what was typed into its fields is carried into theirs.
        forgetEarlySubmit();
        keepTypedBeforeStart(root);
        made.root = createRoot(root);
        made.root.render(app);
      }
    });
    if (!made.root) throw new Error('React made no root');
    // A sample of visits measure their Core Web Vitals, with code loaded once the page is idle.
    const { vitalsSampleRate, apiBaseUrl } = getConfig();
    scheduleVitalsReporting({ sampleRate: vitalsSampleRate, apiBaseUrl, routes, pathname: window.location.pathname, basename });
    return made.root;
  });
}

