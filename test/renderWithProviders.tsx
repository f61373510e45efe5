import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore, type MakeStoreOptions } from '../src/app/store';

/** Renders through the real store (a fresh one per call), as the app does. */
export function renderWithProviders(ui: ReactElement, options: MakeStoreOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { preloadedSession, devTools, ...renderOptions } = options;
  const { store, persistor } = makeStore({ preloadedSession, devTools: devTools ?? false });
  const Wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, persistor, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}
