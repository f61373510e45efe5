import type { PlainSheet } from './cssText';

/** The dashboard's frame: the panel beside the page, or above it in one column on a narrow screen. */
export const dashboardCss: PlainSheet = (theme) => `
.pn-dashboard{display:flex;flex-direction:row;align-items:flex-start;gap:${theme.spacing(3)};padding:${theme.spacing(2)} ${theme.spacing(3)}}
.pn-dashboard--narrow{flex-direction:column;align-items:stretch;gap:${theme.spacing(1)};padding:${theme.spacing(1)} ${theme.spacing(2)}}
.pn-dashboard__panel{flex-shrink:0;border-right:1px solid ${theme.vars.palette.divider}}
.pn-dashboard__panel-space{width:280px}
@media (min-width:${theme.breakpoints.values.md}px){.pn-dashboard__panel-space{width:300px}}
.pn-dashboard__main{flex:1;min-width:0}
`;
