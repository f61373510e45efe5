import type { Persistor } from 'redux-persist';

/** Resolves once the session of this tab has been read back from sessionStorage into the store. */
export function whenRehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe?.();
      resolve();
    };
    unsubscribe = persistor.subscribe(check);
    check();
  });
}
