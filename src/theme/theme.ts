import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, type ColorScheme } from './colorScheme';
import { themeOptions } from './tokens';

/**
 * The theme with CSS variables, for the build: every colour, the type scale, spacing, shape and
 * shadows as `var(--mui-…)` references, and the variables of both colour schemes, which the build
 * writes into one stylesheet keyed on `<html data-color-scheme>` (themeStylesheet.ts, linked by
 * index.html) for the plain kit and the page.
 */
export function createAppTheme(): Theme {
  return createTheme({ cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE }, ...themeOptions });
}

/** One scheme's theme as values: the same tokens, that scheme's palette (MUI derives the shades as it does for the variables). */
function createSchemeTheme(scheme: ColorScheme): Theme {
  const { colorSchemes, ...shared } = themeOptions;
  const options: ThemeOptions = { ...shared, palette: { ...colorSchemes[scheme].palette, mode: scheme } };
  return createTheme(options);
}

const created: Partial<Record<ColorScheme, Theme>> = {};

/**
 * The theme of the app's MUI parts in one colour scheme, made on first use. Values rather than
 * variables: the variables are on the page already (the build's stylesheet), and making a theme of
 * variables for both schemes costs about ten times as much (createTheme, cold, in Node: 13–17 ms
 * against 1.1–1.4; on the account page at 4× CPU it was a task of 89 ms).
 * The MUI parts are drawn again with the other scheme's theme when the scheme changes (MuiTheme).
 * The palettes' values are those of the variables (test/theme/schemeTheme.test.tsx).
 */
export function appTheme(scheme: ColorScheme): Theme {
  created[scheme] ??= createSchemeTheme(scheme);
  return created[scheme];
}
