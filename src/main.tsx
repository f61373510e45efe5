import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouterProvider } from './app/AppRouterProvider';
import { AppProvider } from './app/provider';
import { makeStore } from './app/store';
import { getConfig } from './config/loadConfig';
import { startTagManager } from './lib/analytics';

// Read (and warn about) config.js before anything renders.
const config = getConfig();
document.title = config.brandName;
startTagManager(config.gtmId);

const { store, persistor } = makeStore();
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppProvider store={store} persistor={persistor}>
      <AppRouterProvider />
    </AppProvider>
  </StrictMode>,
);
