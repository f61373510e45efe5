import { createTheme } from '@mui/material/styles';
import { brand } from './brand';

/** One theme for the MUI parts of the product: palette, type and per-component defaults. */
export const theme = createTheme({
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
