import { createTheme, type Theme } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE } from './colorScheme';
import { themeOptions } from './tokens';

/**
 * The product's theme with CSS variables: every colour, the type scale, spacing, shape and
 * shadows are `var(--mui-…)` references, and the variables of both colour schemes are one
 * stylesheet made at build time (themeStylesheet.ts, linked by index.html), keyed on
 * `<html data-color-scheme>`. The build and the app call this same function.
 */
export function createAppTheme(): Theme {
  return createTheme({ cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE }, ...themeOptions });
}

let created: Theme | null = null;

/**
 * The theme of the app's MUI parts, made on first use rather than when the module loads, so that a
 * page's loader can make it in a task of its own (createTheme costs a phone tens of milliseconds;
 * Total blocking time).
 */
export function appTheme(): Theme {
  created ??= createAppTheme();
  return created;
}
