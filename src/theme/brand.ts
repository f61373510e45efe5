/**
 * The product's look in plain values, shared by MUI's theme (pages with dialogs, tabs and tables)
 * and the plain stylesheet (the first paint: header, sign-in screens, spinners and alerts).
 */
export const brand = {
  primary: '#1b3a6b',
  /** MUI's darken(primary, 0.3): hover of contained buttons. */
  primaryDark: '#13294b',
  secondary: '#f26b3a',
  background: '#f5f7fb',
  paper: '#fff',
  text: 'rgba(0, 0, 0, 0.87)',
  textSecondary: 'rgba(0, 0, 0, 0.6)',
  divider: 'rgba(0, 0, 0, 0.12)',
  error: '#d32f2f',
  radius: 10,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;
