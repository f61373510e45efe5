import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';

/** A bubble's height in px apart from its lines of text: the row's padding, the bubble's and its time line (caption). */
export const bubbleChromePx = 12 + 16 + 20;
/** Each line of a bubble's text (body1: 1rem at line height 1.5). */
export const bubbleLinePx = 24;
/** A picture in a bubble (ChatImage: at most 240 px high, and its margin). */
export const bubbleImagePx = 244;

/** A day's heading between messages ('Today', 'Yesterday', '28 Nov 2026'): a row of fixed height. */
export const daySeparatorPx = 32;

/** The heading's box: its height is fixed, so the list's estimate for it is exact. */
export const daySeparatorStyle = {
  boxSizing: 'border-box' as const,
  height: `${daySeparatorPx}px`,
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  whiteSpace: 'nowrap' as const,
  overflow: 'hidden',
};

/**
 * The conversation's CSS, inserted once per conversation instead of once per bubble: bubbles
 * mount by the dozen while a long conversation scrolls, and per-bubble sx styles were the
 * costliest part of it.
 */
const styles = (theme: Theme) => {
  // The theme's variables, not its light values: the list follows the colour scheme.
  const palette = (theme.vars ?? theme).palette;
  return {
    '.chat-message': { display: 'flex', justifyContent: 'flex-start', padding: theme.spacing(0.75, 2) },
    '.chat-message--outbound': { justifyContent: 'flex-end' },
    '.chat-bubble': {
      maxWidth: '75%',
      padding: theme.spacing(1, 1.5),
      borderRadius: Number(theme.shape.borderRadius) * 2,
      backgroundColor: palette.action.hover,
      color: palette.text.primary,
      overflowWrap: 'anywhere' as const,
    },
    '.chat-message--outbound .chat-bubble': { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
    '.chat-bubble__text': { ...theme.typography.body1, margin: 0, whiteSpace: 'pre-wrap' as const },
    '.chat-bubble__meta': { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: theme.spacing(0.5), opacity: 0.8 },
    // A time never breaks across lines, however narrow the bubble.
    '.chat-bubble__time': { ...theme.typography.caption, whiteSpace: 'nowrap' as const },
    '.chat-day': { ...theme.typography.caption, ...daySeparatorStyle, fontWeight: 600, color: palette.text.secondary },
    '.chat-bubble__tick': { fontSize: 16 },
    '.chat-bubble__tick--failed': { color: palette.error.main },
  };
};

export function MessageListStyles() {
  return <GlobalStyles styles={styles} />;
}
