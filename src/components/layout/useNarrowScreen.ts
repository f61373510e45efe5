import { useSyncExternalStore } from 'react';

/** SPEC §2/§9: navigation hides at a window width of 900 px or less. */
export const NARROW_SCREEN_QUERY = '(max-width:900px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// No media queries (an old test DOM): a wide screen.
const isNarrow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN_QUERY).matches;

/** Whether the window is narrow enough for the one-column dashboard; follows resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
