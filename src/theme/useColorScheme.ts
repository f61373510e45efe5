import { useSyncExternalStore } from 'react';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_CHOICE_ATTRIBUTE, currentColorScheme, currentColorSchemeChoice, type ColorScheme, type ColorSchemeChoice } from './colorScheme';

/** Calls back whenever public/color-scheme.js changes the scheme or the choice on <html>. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_CHOICE_ATTRIBUTE] });
  return () => observer.disconnect();
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
