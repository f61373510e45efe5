import { startTransition, StrictMode } from 'react';
import { getConfig } from './config/loadConfig';
import { startTagManager } from './lib/analytics';
import { yieldToBrowser } from './lib/yieldToBrowser';
import { installPlainStyles } from './theme/plainStyles/installPlainStyles';

// Read (and warn about) config.js before anything renders.
const config = getConfig();
document.title = config.brandName;
startTagManager(config.gtmId);
installPlainStyles();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * Start-up in short tasks rather than one long one (issue 9: total blocking time). The bundle is
 * downloaded whole, but its modules evaluate only when imported: each `import()` below (eager: no
 * extra request) evaluates one part — React DOM, Redux Toolkit, the store, the router and pages'
 * shell — in a task of its own. The session is read back from sessionStorage before anything
 * renders, so the guards see it whole; then React renders the first page as a transition, in
 * slices of a few milliseconds.
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  const { createRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToBrowser();
  // The base query evaluates Redux Toolkit and its query layer; the API slice (createApi) and the
  // store come after, each in a task of its own. (Importing the packages themselves here would keep
  // all their exports: 4 KB more gzip before the first paint.)
  await import(/* webpackMode: "eager" */ './api/baseQuery');
  await yieldToBrowser();
  await import(/* webpackMode: "eager" */ './api/baseApi');
  await yieldToBrowser();
  const [{ makeStore }, { whenRehydrated }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/store'),
    import(/* webpackMode: "eager" */ './app/whenRehydrated'),
  ]);
  await yieldToBrowser();
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
  // A signed-in visit (token and user, as the guard asks): its data is on its way while the pages' code loads.
  const { token, user } = store.getState().session;
  if (token && user) {
    void import(/* webpackChunkName: "guards" */ './app/guards/prefetchGuardData').then((module) => void module.prefetchGuardData(store.dispatch));
  }
  await yieldToBrowser();
  const [{ appRoutes }, { preloadRoute }, { ROUTER_BASENAME }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/router'),
    import(/* webpackMode: "eager" */ './app/routing/preloadRoute'),
    import(/* webpackMode: "eager" */ './lib/navigation'),
  ]);
  await yieldToBrowser();
  // The address's guard, layout and page start loading now, not each once the one before renders.
  await preloadRoute(appRoutes, window.location.pathname, ROUTER_BASENAME);
  await yieldToBrowser();
  const [{ AppProvider }, { AppRouterProvider }] = await Promise.all([
    import(/* webpackMode: "eager" */ './app/provider'),
    import(/* webpackMode: "eager" */ './app/AppRouterProvider'),
  ]);
  await yieldToBrowser();
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProvider store={store}>
          <AppRouterProvider />
        </AppProvider>
      </StrictMode>,
    );
  });
}

void start(container);
