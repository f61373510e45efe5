import type { ThemeOptions } from '@mui/material/styles';

/**
 * The design tokens, written once: MUI's theme is made from them (src/theme/theme.ts), and the build
 * turns the same theme into the CSS variables and the plain kit's stylesheet (themeStylesheet.ts),
 * so both renderers read one set of values. Only what differs from MUI's defaults is written here.
 */
export const themeOptions = {
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1b3a6b' },
        secondary: { main: '#f26b3a' },
        background: { default: '#f5f7fb', paper: '#fff' },
        header: { dashboardBg: '#1b3a6b', dashboardText: '#fff' },
        // White text on a filled info alert (a toast) needs 4.5:1 (axe): MUI's #0288d1 gives 4.1.
        info: { main: '#0277bd' },
      },
    },
    dark: {
      palette: {
        primary: { main: '#9dbcf0' },
        secondary: { main: '#f59a72' },
        background: { default: '#10151d', paper: '#171e29' },
        header: { dashboardBg: '#1d2736', dashboardText: '#fff' },
        // Filled alerts (toasts) in the dark scheme sit on the `dark` shade under white text: MUI's
        // #388e3c and #0288d1 give 4.1:1, under axe's 4.5:1; the main shades stay MUI's.
        success: { main: '#66bb6a', dark: '#2e7d32' },
        info: { main: '#29b6f6', dark: '#01579b' },
      },
    },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    // One scale for every screen (MUI's defaults are display sizes: a 3rem h3 wraps a plan's name).
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.3 },
    h4: { fontSize: '1.125rem', fontWeight: 700, lineHeight: 1.35 },
    h5: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.4 },
    h6: { fontSize: '1rem', fontWeight: 600, lineHeight: 1.5 },
    button: { fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTypography: {
      // MUI 9 has no system props: `color="text.secondary"` (how the screens write it) would draw in
      // the inherited colour; the style-twin test caught it against the plain kit's secondary text.
      variants: [{ props: { color: 'text.secondary' }, style: ({ theme }) => ({ color: (theme.vars ?? theme).palette.text.secondary }) }],
    },
  },
} satisfies ThemeOptions;
