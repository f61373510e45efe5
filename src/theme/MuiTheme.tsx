import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { currentColorScheme } from './colorScheme';
import { appTheme } from './theme';
import { useColorScheme } from './useColorScheme';

/**
 * The theme around MUI's components: the one of the scheme the page is drawn in, which
 * public/color-scheme.js sets and changes (MUI keeps no mode of its own). Pages and widgets built
 * with MUI bring it in their own (lazy) chunks, so the first paint (header, sign-in) carries
 * neither MUI nor emotion.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={appTheme(useColorScheme())}>{children}</ThemeProvider>;
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

/** Makes the theme MUI's parts draw with now (a page's loader calls it in a task of its own, before the page renders). */
export const prepareMuiTheme = (): void => void appTheme(currentColorScheme());
