import { bubbleChromePx, bubbleLinePx, daySeparatorPx } from '../../../src/theme/plainStyles/chatRowHeights';
import { chatsCss } from '../../../src/theme/plainStyles/chatsCss';
import { createAppTheme } from '../../../src/theme/theme';

/** px of a rem-sized typography variant (MUI's html font size: 16 px). */
const px = (size: string | number | undefined) => (typeof size === 'number' ? size : parseFloat(String(size)) * 16);
/** px of a spacing factor: the theme writes `calc(f * var(--mui-spacing, 8px))` (or the bare var for 1), its fallback the unit. */
function spacing(factor: number): number {
  const written = createAppTheme().spacing(factor);
  const unit = /var\(--mui-spacing, ([\d.]+)px\)/.exec(written);
  const multiplier = /^calc\(([\d.]+) \*/.exec(written);
  if (!unit) return parseFloat(written);
  return (multiplier ? Number(multiplier[1]) : 1) * Number(unit[1]);
}

// The conversation guesses a bubble's height before measuring it (Conversation.tsx): every guess
// that misses moves each row after it once measured, so the guess follows the styles it stands for.
describe('a chat bubble’s estimated height', () => {
  it('is one line of body1 text', () => {
    const { body1 } = createAppTheme().typography;
    expect(bubbleLinePx).toBe(px(body1.fontSize) * Number(body1.lineHeight));
  });

  it('is the row’s and the bubble’s vertical padding and the caption line of its time, apart from its text', () => {
    const { caption } = createAppTheme().typography;
    const rowPadding = 2 * spacing(0.75);
    const bubblePadding = 2 * spacing(1);
    const timeLine = Math.round(px(caption.fontSize) * Number(caption.lineHeight));
    expect(bubbleChromePx).toBe(rowPadding + bubblePadding + timeLine);
  });

  it('of a day’s heading is the heading’s fixed height, its content unable to grow it', () => {
    const rule = /\.chat-day\{([^}]*)\}/.exec(chatsCss(createAppTheme()))?.[1] ?? '';
    for (const declaration of [`height:${daySeparatorPx}px`, 'box-sizing:border-box', 'margin:0', 'white-space:nowrap', 'overflow:hidden']) expect(rule).toContain(declaration);
  });
});
