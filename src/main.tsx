import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/AppRouterProvider';
import { AppProvider } from './app/provider';
import { makeStore } from './app/store';
import { whenRehydrated } from './app/whenRehydrated';
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
 * Start-up in three tasks rather than one: the bundle's modules evaluate in this one; the store
 * and the session read back from sessionStorage in the next; then React renders the first page as
 * a transition, in slices of a few milliseconds (issue 9: total blocking time). The render waits
 * for the session, so the guards see it whole.
 */
async function start(root: HTMLElement) {
  await yieldToBrowser();
  const { store, persistor } = makeStore();
  await whenRehydrated(persistor);
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
