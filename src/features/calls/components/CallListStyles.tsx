import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { CALL_ROW_HEIGHT } from './CallRow';

export const DATE_ROW_HEIGHT = 40;

/**
 * The call list's CSS, inserted once per list instead of once per row: rows mount and unmount
 * by the dozen while a long history scrolls, and per-row sx styles made that the costliest part.
 */
const styles = (theme: Theme) => {
  // The theme's variables, not its light values: the list follows the colour scheme.
  const palette = (theme.vars ?? theme).palette;
  return {
    '.calls-date': {
      ...theme.typography.subtitle2,
      margin: 0,
      height: DATE_ROW_HEIGHT,
      boxSizing: 'border-box' as const,
      padding: theme.spacing(2, 2, 0),
      color: palette.text.secondary,
    },
    '.calls-row': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(2),
      height: CALL_ROW_HEIGHT,
      boxSizing: 'border-box' as const,
      padding: theme.spacing(0, 2),
      borderBottom: `1px solid ${palette.divider}`,
    },
    '.calls-row__kind': { fontSize: 24, flexShrink: 0 },
    '.calls-row__kind--missed': { color: palette.error.main },
    '.calls-row__kind--outgoing': { color: palette.primary.main },
    '.calls-row__kind--incoming': { color: palette.success.main },
    '.calls-row__who': { flex: 1, minWidth: 0 },
    '.calls-row__party, .calls-row__outcome': { margin: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const },
    '.calls-row__party': { ...theme.typography.body1, fontWeight: 500 },
    '.calls-row__blocked': {
      ...theme.typography.caption,
      marginRight: theme.spacing(1),
      padding: '0 6px',
      borderRadius: 8,
      border: `1px solid ${palette.error.main}`,
      // The text in the row's own colour: red text fails contrast on a hovered or selected row in dark.
      color: palette.text.primary,
      fontWeight: 500,
    },
    '.calls-row__outcome, .calls-row__time': { ...theme.typography.body2, color: palette.text.secondary },
    '.calls-row__menu': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 40,
      height: 40,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: palette.action.active,
      fontSize: 24,
      cursor: 'pointer',
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
  };
};

export function CallListStyles() {
  return <GlobalStyles styles={styles} />;
}
