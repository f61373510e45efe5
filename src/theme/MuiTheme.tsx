import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { appTheme } from './theme';

/**
 * The theme around MUI's components. Pages and widgets built with MUI bring it in their own
 * (lazy) chunks, so the first paint (header, sign-in) carries neither MUI nor emotion. The CSS
 * variables are already on the page (the build's stylesheet) and the colour scheme is
 * public/color-scheme.js's to set: MUI neither inserts the variables again, nor stores a mode,
 * nor touches <html>.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={appTheme()} disableStyleSheetGeneration storageManager={null} colorSchemeNode={null}>
      {children}
    </ThemeProvider>
  );
}

/** The component inside the MUI theme (for lazily loaded MUI widgets and pages). */
export function withMuiTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  }
  Themed.displayName = `WithMuiTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}

/** Makes the theme now (a page's loader calls it in a task of its own, before the page renders). */
export const prepareMuiTheme = (): void => void appTheme();
