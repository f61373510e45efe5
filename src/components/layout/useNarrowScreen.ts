import { useSyncExternalStore } from 'react';

/** SPEC §2/§9: navigation hides at a window width of 900 px or less. */
export const NARROW_SCREEN_QUERY = '(max-width:900px)';

/** A phone: below 600 px (MUI's `sm`), where the dashboard's pages move into a bottom tab bar. */
export const PHONE_SCREEN_QUERY = '(max-width:599.98px)';

function subscribeTo(mediaQuery: string) {
  return (onChange: () => void): (() => void) => {
    if (typeof window.matchMedia !== 'function') return () => undefined;
    const query = window.matchMedia(mediaQuery);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  };
}

// No media queries (an old test DOM): a wide screen.
const matcherOf = (mediaQuery: string) => () => typeof window.matchMedia === 'function' && window.matchMedia(mediaQuery).matches;

const subscribeNarrow = subscribeTo(NARROW_SCREEN_QUERY);
const isNarrow = matcherOf(NARROW_SCREEN_QUERY);
const subscribePhone = subscribeTo(PHONE_SCREEN_QUERY);
const isPhone = matcherOf(PHONE_SCREEN_QUERY);
const wide = () => false;

/** Whether the window is narrow enough for the one-column dashboard; follows resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribeNarrow, isNarrow, wide);
}

/** Whether the window is phone-sized (below 600 px); follows resizing. */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribePhone, isPhone, wide);
}
