import { createTheme, type Theme } from '@mui/material/styles';
import { brand } from './brand';

let created: Theme | null = null;

/**
 * One theme for the MUI parts of the product: palette, type and per-component defaults. Made on
 * first use rather than when the module loads, so that a page's loader can make it in a task of
 * its own (createTheme costs a phone tens of milliseconds; issue 9: total blocking time).
 */
export function appTheme(): Theme {
  created ??= createTheme({
    palette: {
      primary: { main: brand.primary },
      secondary: { main: brand.secondary },
      background: { default: brand.background },
    },
    shape: { borderRadius: brand.radius },
    typography: {
      fontFamily: brand.fontFamily,
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      button: { fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  });
  return created;
}
