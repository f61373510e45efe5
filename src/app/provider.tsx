import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/**
 * Store and restored session: everything a page needs around it. The look comes from the plain
 * stylesheet (installPlainStyles) and, for MUI's parts, from MuiTheme inside their own chunks.
 */
export function AppProvider({ store, persistor, children }: AppProviderProps) {
  return (
    <Provider store={store}>
      {/* Pages wait for the session from sessionStorage, so the guard never sees a half-restored one. */}
      <PersistGate loading={null} persistor={persistor}>
        {children}
      </PersistGate>
    </Provider>
  );
}
