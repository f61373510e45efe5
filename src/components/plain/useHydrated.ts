import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's rendering and in the first render that hydrates it, true afterwards (and
 * from the start in a page the client renders itself). What must not work before the page's
 * JavaScript does (a form's native submit) is switched on with it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
