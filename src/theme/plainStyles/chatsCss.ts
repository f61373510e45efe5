import { daySeparatorPx } from './chatRowHeights';
import { typeOf, type PlainSheet } from './cssText';

/**
 * A conversation's bubbles and day headings, in plain elements: bubbles mount by the dozen while a
 * long conversation scrolls, and per-bubble styles were the costliest part of it. The heights the
 * list guesses before measuring (chatRowHeights) are the ones drawn here.
 */
export const chatsCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  return `
.chat-message{display:flex;justify-content:flex-start;padding:${theme.spacing(0.75, 2)}}
.chat-message--outbound{justify-content:flex-end}
.chat-bubble{max-width:75%;padding:${theme.spacing(1, 1.5)};border-radius:${Number(theme.shape.borderRadius) * 2}px;background-color:${palette.action.hover};color:${palette.text.primary};overflow-wrap:anywhere}
.chat-message--outbound .chat-bubble{background-color:${palette.primary.main};color:${palette.primary.contrastText}}
.chat-bubble__text{${typeOf(theme, 'body1')}margin:0;white-space:pre-wrap}
.chat-bubble__meta{display:flex;align-items:center;justify-content:flex-end;gap:${theme.spacing(0.5)};opacity:.8}
/* A time never breaks across lines, however narrow the bubble. */
.chat-bubble__time{${typeOf(theme, 'caption')}white-space:nowrap}
/* The day's heading has a fixed height, so the list's estimate for it is exact. */
.chat-day{${typeOf(theme, 'caption')}box-sizing:border-box;height:${daySeparatorPx}px;margin:0;display:flex;align-items:center;justify-content:center;white-space:nowrap;overflow:hidden;font-weight:600;color:${palette.text.secondary}}
/* A picture in a bubble (at most 240 px high: bubbleImagePx), or what stands in for one that did not load. */
.chat-image{display:block;max-width:100%;max-height:240px;border-radius:${shape.borderRadius};margin-bottom:${theme.spacing(0.5)}}
.chat-image--broken{display:flex;align-items:center;gap:${theme.spacing(1)};padding:${theme.spacing(1)} 0;margin:0;color:${palette.text.secondary}}
.chat-image__icon{font-size:1.5rem;flex-shrink:0}
.chat-bubble__tick{font-size:16px}
.chat-bubble__tick--failed{color:${palette.error.main}}
/* A contact's marks beside its number: the text in the row's own colour (coloured text fails contrast on a selected row in dark), the colour is the outline's. */
.chat-label{${typeOf(theme, 'caption')}margin-left:${theme.spacing(1)};padding:0 ${theme.spacing(0.75)};font-weight:500;color:${palette.text.primary};border-width:1px;border-style:solid;border-radius:${Number(theme.shape.borderRadius) * 2}px;vertical-align:middle}
.chat-label--blocked{border-color:${palette.error.main}}
.chat-label--spam{border-color:${palette.warning.main}}
.chat-unread{display:inline-block;width:10px;height:10px;border-radius:50%;background-color:${palette.primary.main};flex-shrink:0}
.chat-none{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${theme.spacing(1)};text-align:center;padding:${theme.spacing(4)}}
`;
};
