import { useSyncExternalStore } from 'react';
import { COLOR_SCHEME_CHANGE_EVENT, currentColorScheme, currentColorSchemeChoice, type ColorScheme, type ColorSchemeChoice } from './colorScheme';

/** Calls back whenever public/color-scheme.js applies a scheme (a choice, the system switching, another tab). */
function subscribe(onChange: () => void): () => void {
  document.addEventListener(COLOR_SCHEME_CHANGE_EVENT, onChange);
  return () => document.removeEventListener(COLOR_SCHEME_CHANGE_EVENT, onChange);
}

/**
 * The scheme the page is drawn in, re-rendering when it changes: for what CSS variables cannot
 * reach (a chart's colours given as values, Stripe's card fields in their own frames).
 */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, currentColorScheme, () => 'light');
}

/** The customer's choice (system, light or dark), for the header's menu. */
export function useColorSchemeChoice(): ColorSchemeChoice {
  return useSyncExternalStore(subscribe, currentColorSchemeChoice, () => 'system');
}
