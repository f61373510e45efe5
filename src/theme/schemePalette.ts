import type { Palette } from '@mui/material/styles';
import type { ColorScheme } from './colorScheme';
import { appTheme } from './theme';
import { useColorScheme } from './useColorScheme';

/**
 * The theme's palette of one colour scheme as values, for what cannot read the CSS variables: a
 * chart's series colours, Stripe's card fields in their own frames. Same tokens (tokens.ts).
 */
export function schemePalette(scheme: ColorScheme): Palette {
  return appTheme(scheme).palette;
}

/** The palette of the scheme the page is drawn in now, re-rendering when it changes. */
export function useSchemePalette(): Palette {
  return schemePalette(useColorScheme());
}
