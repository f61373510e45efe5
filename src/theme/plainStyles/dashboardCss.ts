import { typeOf, type PlainSheet } from './cssText';

/** Material's bottom navigation: 56 px, the safe area (a phone's home indicator) below it. */
const TAB_BAR_HEIGHT = 56;
const tabBarSpace = `calc(${TAB_BAR_HEIGHT}px + env(safe-area-inset-bottom, 0px))`;

/**
 * The dashboard's frame: the panel beside the page, or above it in one column on a narrow screen;
 * on a phone, the tab bar fixed at the bottom (the page ends above it) and the account summary.
 */
export const dashboardCss: PlainSheet = (theme) => {
  const { palette } = theme.vars;
  return `
.pn-dashboard{display:flex;flex-direction:row;align-items:flex-start;gap:${theme.spacing(3)};padding:${theme.spacing(2)} ${theme.spacing(3)}}
.pn-dashboard--narrow{flex-direction:column;align-items:stretch;gap:${theme.spacing(1)};padding:${theme.spacing(1)} ${theme.spacing(2)}}
.pn-dashboard--phone{padding-bottom:calc(${tabBarSpace} + ${theme.spacing(2)})}
.pn-dashboard__panel{flex-shrink:0;border-right:1px solid ${palette.divider}}
.pn-dashboard__panel-space{width:280px}
@media (min-width:${theme.breakpoints.values.md}px){.pn-dashboard__panel-space{width:300px}}
.pn-dashboard__main{flex:1;min-width:0}
.pn-tabbar{position:fixed;left:0;right:0;bottom:0;z-index:${theme.zIndex.appBar};padding:0 env(safe-area-inset-right, 0px) env(safe-area-inset-bottom, 0px) env(safe-area-inset-left, 0px);background-color:${palette.background.paper};border-top:1px solid ${palette.divider}}
.pn-tabbar__list{display:flex;height:${TAB_BAR_HEIGHT}px;margin:0;padding:0;list-style:none}
.pn-tabbar__item{flex:1 1 0;min-width:0;display:flex}
.pn-tabbar__link{flex:1;min-width:0;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:2px;padding:0 2px;color:${palette.text.secondary};text-decoration:none;${typeOf(theme, 'caption')}}
.pn-tabbar__link[aria-current]{color:${palette.primary.main};font-weight:600}
.pn-tabbar__link:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:-2px}
.pn-tabbar__icon{position:relative;display:inline-flex;font-size:24px}
.pn-tabbar__label{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pn-tabbar__badge{position:absolute;top:-4px;left:14px;min-width:18px;height:18px;padding:0 5px;box-sizing:border-box;border-radius:9px;background-color:${palette.primary.main};color:${palette.primary.contrastText};font-size:0.6875rem;font-weight:600;line-height:18px;text-align:center}
.pn-summary{display:grid;grid-template-columns:1fr 1fr;margin:0 0 ${theme.spacing(2)};padding:0;list-style:none;border:1px solid ${palette.divider};border-radius:${theme.vars.shape.borderRadius};background-color:${palette.background.paper}}
.pn-summary__item{min-width:0}
.pn-summary__item--wide{grid-column:1 / -1;border-bottom:1px solid ${palette.divider}}
.pn-summary__item+.pn-summary__item:last-child{border-left:1px solid ${palette.divider}}
.pn-summary__link{display:block;padding:${theme.spacing(1.5)} ${theme.spacing(2)};color:${palette.text.primary};text-decoration:none;overflow-wrap:anywhere}
.pn-summary__link:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:-2px}
.pn-summary__label{display:block;${typeOf(theme, 'overline')}color:${palette.text.secondary}}
.pn-summary__value{display:block;font-weight:600}
.pn-summary__detail{display:block;${typeOf(theme, 'body2')}color:${palette.text.secondary}}
/* Two lines kept for the half-width values and details (the balance and the plan's state wrap at 390 px
   and arrive after the first paint): the page below does not move when they do. */
.pn-summary__item:not(.pn-summary__item--wide) .pn-summary__value{min-height:3em}
.pn-summary__item:not(.pn-summary__item--wide) .pn-summary__detail{min-height:2.86em}
`;
};
