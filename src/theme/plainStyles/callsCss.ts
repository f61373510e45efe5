import { CALL_ROW_HEIGHT, DATE_ROW_HEIGHT } from './callRowHeights';
import { typeOf, type PlainSheet } from './cssText';

/**
 * The call history in plain elements (no emotion on the page, so its first commit
 * inserts no styles): the filter bar, the count and export row and the list's rows. Rows mount
 * and unmount by the dozen while a long history scrolls; a class costs them nothing.
 */
export const callsCss: PlainSheet = (theme) => {
  const { palette } = theme.vars;
  return `
.calls-filters{display:flex;flex-direction:column;gap:${theme.spacing(2)};margin-bottom:${theme.spacing(2)};min-width:0}
.calls-kinds{display:flex;flex-wrap:wrap;gap:${theme.spacing(1)}}
.calls-days{display:flex;flex-wrap:wrap;gap:${theme.spacing(2)}}
.pn-field.calls-day{flex:1 1 140px;width:auto;max-width:200px}
.calls-summary{display:flex;align-items:center;justify-content:space-between;flex-wrap:wrap;gap:${theme.spacing(1)};margin-bottom:${theme.spacing(1)}}
.calls-actions{display:flex;flex-wrap:wrap;gap:${theme.spacing(1)}}
.calls-date{margin:0;height:${DATE_ROW_HEIGHT}px;box-sizing:border-box;padding:${theme.spacing(2, 2, 0)};color:${palette.text.secondary};${typeOf(theme, 'subtitle2')}}
.calls-row{display:flex;align-items:center;gap:${theme.spacing(2)};height:${CALL_ROW_HEIGHT}px;box-sizing:border-box;padding:${theme.spacing(0, 2)};border-bottom:1px solid ${palette.divider}}
/* The call a link named (a notification's click): marked, and ringed while it has the focus. */
.calls-row--linked{background-color:${palette.action.selected}}
.calls-row--linked:focus{outline:2px solid ${palette.primary.main};outline-offset:-2px}
.calls-row__kind{font-size:24px;flex-shrink:0}
.calls-row__kind--missed{color:${palette.error.main}}
.calls-row__kind--outgoing{color:${palette.primary.main}}
.calls-row__kind--incoming{color:${palette.success.main}}
.calls-row__who{flex:1;min-width:0}
.calls-row__party,.calls-row__outcome{margin:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.calls-row__party{${typeOf(theme, 'body1')}font-weight:500}
/* The mark's text in the row's own colour: red text fails contrast on a hovered or selected row in dark. */
.calls-row__blocked{${typeOf(theme, 'caption')}margin-right:${theme.spacing(1)};padding:0 6px;border-radius:8px;border:1px solid ${palette.error.main};color:${palette.text.primary};font-weight:500}
.calls-row__spam{${typeOf(theme, 'caption')}margin-right:${theme.spacing(1)};padding:0 6px;border-radius:8px;border:1px solid ${palette.warning.main};color:${palette.text.primary};font-weight:500}
.calls-row__name{color:${palette.text.primary}}
.calls-row__block{flex-shrink:0;display:inline-flex;align-items:center;justify-content:center;gap:${theme.spacing(0.5)};height:32px;min-width:40px;padding:0 8px;border:1px solid ${palette.error.main};border-radius:16px;background:none;color:${palette.text.primary};${typeOf(theme, 'button')}cursor:pointer}
.calls-row__block-icon{font-size:20px}
.calls-row__block-text{display:none}
/* A phone's row with a Block button (the icon only): tighter gaps, so that the number is not cut for it. */
.calls-row--blockable{gap:${theme.spacing(1)}}
@media (min-width:${theme.breakpoints.values.sm}px){.calls-row--blockable{gap:${theme.spacing(2)}}.calls-row__block{padding:0 12px}.calls-row__block-icon{display:none}.calls-row__block-text{display:inline}}
.calls-row__block:hover{background-color:${palette.action.hover}}
.calls-row__block:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}
.calls-row__outcome,.calls-row__time{${typeOf(theme, 'body2')}color:${palette.text.secondary}}
.calls-row__menu{display:inline-flex;align-items:center;justify-content:center;width:40px;height:40px;padding:0;border:0;border-radius:50%;background:none;color:${palette.action.active};font-size:24px;cursor:pointer}
.calls-row__menu:hover{background-color:${palette.action.hover}}
.calls-row__menu:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}
`;
};
