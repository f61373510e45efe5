import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/**
 * The charges' CSS, inserted once per list instead of once per row: a long history mounts rows by
 * the hundred, and per-row MUI components (emotion styles, ripples) made that the costliest part.
 * Plain elements read the theme's CSS variables, so the rows follow the colour scheme.
 */
const styles = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  const focusRing = { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 };
  return {
    '.billing-table': { width: '100%', borderCollapse: 'collapse' as const, ...theme.typography.body2 },
    '.billing-table th': {
      ...theme.typography.subtitle2,
      textAlign: 'left' as const,
      color: palette.text.secondary,
      padding: theme.spacing(1, 1),
      borderBottom: `1px solid ${palette.divider}`,
    },
    '.billing-table td': { padding: theme.spacing(1.5, 1), borderBottom: `1px solid ${palette.divider}`, verticalAlign: 'middle' as const },
    '.billing-table .billing-amount': { textAlign: 'right' as const, whiteSpace: 'nowrap' as const, fontVariantNumeric: 'tabular-nums' },
    '.billing-table .billing-nowrap': { whiteSpace: 'nowrap' as const },
    '.billing-table td.billing-description': { overflowWrap: 'anywhere' as const },
    // A failed renewal stands out: a red bar at the row's start (the text keeps the row's colour for contrast).
    '.billing-table tr.billing-failed td:first-of-type': { boxShadow: `inset 4px 0 0 ${palette.error.main}` },
    '.billing-list': { listStyle: 'none', margin: 0, padding: 0 },
    '.billing-item': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gap: theme.spacing(0.5, 1),
      padding: theme.spacing(1.5, 1.5),
      borderBottom: `1px solid ${palette.divider}`,
      ...theme.typography.body2,
    },
    '.billing-item.billing-failed': { boxShadow: `inset 4px 0 0 ${palette.error.main}`, paddingLeft: theme.spacing(2) },
    '.billing-item__description': { ...theme.typography.body1, fontWeight: 500, margin: 0, overflowWrap: 'anywhere' as const },
    '.billing-item__amount': { ...theme.typography.body1, fontWeight: 500, margin: 0, textAlign: 'right' as const, whiteSpace: 'nowrap' as const },
    '.billing-item__meta': { margin: 0, color: palette.text.secondary, gridColumn: '1 / -1', overflowWrap: 'anywhere' as const },
    '.billing-item__actions': { gridColumn: '1 / -1', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1) },
    '.billing-status': {
      ...theme.typography.caption,
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      padding: '1px 8px',
      borderRadius: 12,
      border: '1px solid',
      fontWeight: 500,
      whiteSpace: 'nowrap' as const,
      // The row's own text colour inside a coloured outline: coloured text fails contrast in dark.
      color: palette.text.primary,
    },
    '.billing-status--paid': { borderColor: palette.success.main },
    '.billing-status--failed': { borderColor: palette.error.main },
    '.billing-status__icon': { fontSize: 16, color: palette.error.main },
    '.billing-receipt': {
      ...theme.typography.button,
      minHeight: 36,
      minWidth: 64,
      padding: theme.spacing(0.75, 1),
      border: 0,
      borderRadius: theme.shape.borderRadius,
      background: 'none',
      color: palette.primary.main,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': focusRing,
    },
  };
};

export function ChargeListStyles() {
  return <GlobalStyles styles={styles} />;
}
