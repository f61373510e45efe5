import type { ComponentType } from 'react';
import { inTasks } from '../lib/inTasks';

type MuiThemeModule = typeof import('./MuiTheme');

let pending: Promise<MuiThemeModule> | null = null;

/**
 * The MUI theme's module, loaded once for every MUI part of the app, and evaluated in short
 * tasks rather than one long one (total blocking time): emotion (MUI's styling engine),
 * MUI's system, then its material styles, then the theme itself. A failed load is forgotten, so
 * the next use retries.
 */
export function loadMuiTheme(): Promise<MuiThemeModule> {
  pending ??= inTasks(
    () => import('@emotion/styled'),
    // MUI's system (the sx engine, then CSS variables and the theme context) before the material
    // layer: evaluated together they were one task of 35–85 ms on the simulated phone.
    () => import('@mui/system/createTheme'),
    () => import('@mui/system/cssVars'),
    // The material theme's maker with our tokens, then its provider (the theme module imports only those).
    () => import('./theme'),
    () => import('./MuiTheme'),
    async () => {
      const theme = await import('./MuiTheme');
      theme.prepareMuiTheme();
      return theme;
    },
  ).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/**
 * A lazily loaded MUI component inside the theme (for lazyPage and lazyPart's `themed`). Nothing
 * here imports the theme statically, so a chunk that uses this carries none of MUI's styling. The
 * component's own scripts are requested first, the theme's steps in the tasks after.
 */
export async function themed<P extends object>(load: () => Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  const component = load();
  component.catch(() => undefined); // awaited below: its failure is the caller's
  const theme = await loadMuiTheme();
  return theme.withMuiTheme(await component);
}
