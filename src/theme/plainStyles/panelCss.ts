import type { PlainSheet } from './cssText';

/**
 * The dashboard's account panel: its blocks (profile, number, pages, data, balance, plan), each
 * with a divider below, and the pages' links.
 */
export const panelCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  return `
.panel{width:280px;padding:0 ${theme.spacing(2)}}
@media (min-width:${theme.breakpoints.values.md}px){.panel{width:300px}}
.panel-block{padding:${theme.spacing(2)} 0;border-bottom:1px solid ${palette.divider}}
.panel-block__footer{margin-top:${theme.spacing(1)}}
.panel-block__footer--apart{margin-top:${theme.spacing(1.5)}}
.panel-row{display:flex;align-items:center;gap:${theme.spacing(1)}}
.panel-row--apart{justify-content:space-between}
.panel-row--wide{gap:${theme.spacing(2)}}
.panel-row__text{flex:1;min-width:0}
.panel-row__icon{flex-shrink:0;font-size:24px;color:${palette.action.active}}
.panel-row__icon--small{font-size:20px}
.panel-ellipsis{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.panel-avatar{flex-shrink:0;display:flex;align-items:center;justify-content:center;width:40px;height:40px;border-radius:50%;background-color:${palette.primary.main};color:${palette.primary.contrastText};font-size:1.25rem;line-height:1}
.panel-banner{margin-bottom:${theme.spacing(3)}}
.panel-nav{padding:${theme.spacing(1)} 0}
.panel-nav__link{display:flex;align-items:center;min-height:48px;padding:${theme.spacing(1)} ${theme.spacing(2)};box-sizing:border-box;border-radius:${shape.borderRadius};color:${palette.text.primary};text-decoration:none}
@media (hover:hover){.panel-nav__link:hover{background-color:${palette.action.hover}}}
.panel-nav__link:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:-2px}
.panel-nav__link[aria-current]{background-color:${palette.action.selected};font-weight:600}
.panel-nav__icon{flex-shrink:0;min-width:36px;display:inline-flex;font-size:24px;color:${palette.action.active}}
.panel-nav__label{flex:1;min-width:0}
.panel-nav__count{min-width:20px;height:20px;margin-left:${theme.spacing(1)};padding:0 6px;box-sizing:border-box;border-radius:10px;background-color:${palette.primary.main};color:${palette.primary.contrastText};font-size:0.75rem;font-weight:600;line-height:20px;text-align:center}
`;
};
