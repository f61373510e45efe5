import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';

interface AppProviderProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * The store around the pages. main.tsx renders only once the session is restored from
 * sessionStorage (whenRehydrated), so no guard sees a half-restored session; unlike redux-persist's
 * PersistGate, which rendered nothing first and then the whole app again in one long synchronous
 * task. The look comes from the plain stylesheet and, for MUI's parts, MuiTheme in their chunks.
 */
export function AppProvider({ store, children }: AppProviderProps) {
  return <Provider store={store}>{children}</Provider>;
}
