import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/AppRouterProvider';
import { AppProvider } from './app/provider';
import { makeStore } from './app/store';
import { whenRehydrated } from './app/whenRehydrated';
import { getConfig } from './config/loadConfig';
import { startTagManager } from './lib/analytics';
import { installPlainStyles } from './theme/plainStyles/installPlainStyles';

// Read (and warn about) config.js before anything renders.
const config = getConfig();
document.title = config.brandName;
startTagManager(config.gtmId);
installPlainStyles();

const { store, persistor } = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// The session is read back first (a moment: sessionStorage), so the guards see it whole. Then, as a
// transition, React renders the first page in slices of a few milliseconds, yielding to the browser
// between them, instead of one long task that blocks input (issue 9: total blocking time).
void whenRehydrated(persistor).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProvider store={store}>
          <AppRouterProvider />
        </AppProvider>
      </StrictMode>,
    );
  }),
);
