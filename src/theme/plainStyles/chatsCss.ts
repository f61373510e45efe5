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
/* The page's frame: the list and the open conversation side by side, or one at a time on a narrow screen. */
.chat-frame{border:1px solid ${palette.divider};border-radius:${shape.borderRadius};background-color:${palette.background.paper};min-width:0;overflow:hidden}
.chat-frame--split{display:grid;grid-template-columns:minmax(240px,1fr) 2fr;min-height:400px}
.chat-frame__list{border-right:1px solid ${palette.divider};overflow-y:auto;max-height:calc(100vh - 220px)}
/* The conversations: number, marks, date and unread dot above, caller name and latest message below. */
.chat-list{margin:0;padding:0;list-style:none}
.chat-item{border-bottom:1px solid ${palette.divider}}
.chat-frame:not(.chat-frame--split) .chat-item:last-child{border-bottom:0}
.chat-item__button{display:block;width:100%;margin:0;padding:${theme.spacing(1.5, 2)};border:0;background:none;color:inherit;font:inherit;text-align:start;cursor:pointer;-webkit-tap-highlight-color:transparent}
@media (hover:hover){.chat-item__button:hover{background-color:${palette.action.hover}}}
.chat-item__button:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:-2px}
.chat-item__button[aria-current]{background-color:${palette.action.selected}}
.chat-item__top{display:flex;align-items:baseline;justify-content:space-between;gap:${theme.spacing(1)};min-width:0}
.chat-who{display:flex;flex-wrap:wrap;align-items:center;row-gap:${theme.spacing(0.5)};min-width:0;margin-left:calc(-1 * ${theme.spacing(1)})}
.chat-who--unread{font-weight:700}
.chat-number{margin-left:${theme.spacing(1)};min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chat-item__end{display:flex;align-items:center;gap:${theme.spacing(1)};flex-shrink:0}
.chat-date{${typeOf(theme, 'caption')}color:${palette.text.secondary};white-space:nowrap}
.chat-item__more{${typeOf(theme, 'body2')}display:block;margin:0;color:${palette.text.secondary};overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chat-item__more--unread{font-weight:700;color:${palette.text.primary}}
.chat-caller-name{display:block;color:${palette.text.primary};overflow:hidden;text-overflow:ellipsis}
/* An open conversation: its header (back, number, marks, caller name, menu), the messages, a note below. */
.chat-conversation{display:flex;flex-direction:column;min-width:0}
.chat-conversation__header{display:flex;align-items:center;gap:${theme.spacing(1)};padding:${theme.spacing(1)};border-bottom:1px solid ${palette.divider}}
.chat-conversation__who{flex:1;min-width:0;padding:0 ${theme.spacing(1)}}
.chat-conversation__title{${typeOf(theme, 'h6')}margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chat-header-caller-name{${typeOf(theme, 'body2')}margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.chat-conversation__note{${typeOf(theme, 'body2')}margin:0;padding:${theme.spacing(1, 2)};color:${palette.text.secondary};border-top:1px solid ${palette.divider}}
.chat-none{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:${theme.spacing(1)};text-align:center;padding:${theme.spacing(4)}}
`;
};
