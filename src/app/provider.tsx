import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { theme } from '../theme/theme';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  persistor: Persistor;
  children: ReactNode;
}

/** Store, restored session and theme: everything a page needs around it. */
export function AppProvider({ store, persistor, children }: AppProviderProps) {
  return (
    <Provider store={store}>
      {/* Pages wait for the session from sessionStorage, so the guard never sees a half-restored one. */}
      <PersistGate loading={null} persistor={persistor}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          {children}
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}
