import '@mui/material/styles';

/** The product's own colours beside MUI's palette (see tokens.ts); each becomes a CSS variable too. */
interface HeaderColors {
  /** The dashboard's header bar and its text. */
  dashboardBg: string;
  dashboardText: string;
}

declare module '@mui/material/styles' {
  // The theme is made with CSS variables (theme.vars, the providers' colour scheme props).
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    header: HeaderColors;
  }
  interface PaletteOptions {
    header?: HeaderColors;
  }
}
