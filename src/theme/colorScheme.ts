/** The colour schemes of the theme (tokens.ts); MUI derives each one's shades from its palette. */
export type ColorScheme = 'light' | 'dark';

/** What the customer chose in the header's menu: a scheme, or the system's ('prefers-color-scheme'). */
export type ColorSchemeChoice = 'system' | ColorScheme;

export const colorSchemeChoices: readonly ColorSchemeChoice[] = ['system', 'light', 'dark'];

/**
 * The attribute of <html> naming the scheme in use: the page's and the plain kit's colours are CSS
 * variables keyed on it, and MUI's parts draw with that scheme's theme (MuiTheme).
 * public/color-scheme.js sets it (and the choice's) before the first paint.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';
export const COLOR_SCHEME_CHOICE_ATTRIBUTE = 'data-color-scheme-choice';
/** Dispatched on document by public/color-scheme.js each time it applies a scheme. */
export const COLOR_SCHEME_CHANGE_EVENT = 'colorschemechange';

declare global {
  interface Window {
    /** public/color-scheme.js's one entry point: stores the choice (or forgets it, for 'system') and applies it. */
    __COLOR_SCHEME__?: { choose(choice: ColorSchemeChoice): void };
  }
}

/** The scheme the page is drawn in now (light in Node, where the prerender draws for none, as useColorScheme's server snapshot). */
export function currentColorScheme(): ColorScheme {
  if (typeof document === 'undefined') return 'light';
  return document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light';
}

/** The customer's choice as public/color-scheme.js applied it ('system' when nothing was chosen). */
export function currentColorSchemeChoice(): ColorSchemeChoice {
  const choice = document.documentElement.getAttribute(COLOR_SCHEME_CHOICE_ATTRIBUTE);
  return choice === 'light' || choice === 'dark' ? choice : 'system';
}

/** Applies and remembers a choice (through public/color-scheme.js, which owns the stored key). */
export function chooseColorScheme(choice: ColorSchemeChoice): void {
  window.__COLOR_SCHEME__?.choose(choice);
}
