import { createTheme } from '@mui/material/styles';

/** One theme for the whole product: palette, type and per-component defaults. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1b3a6b' },
    secondary: { main: '#f26b3a' },
    background: { default: '#f5f7fb' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    button: { fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
