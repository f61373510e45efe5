import { brand } from '../brand';

/** The dashboard's frame: the panel beside the page, or above it in one column on a narrow screen. */
export const dashboardCss = `
.pn-dashboard{display:flex;flex-direction:row;align-items:flex-start;gap:24px;padding:16px 24px}
.pn-dashboard--narrow{flex-direction:column;align-items:stretch;gap:8px;padding:8px 16px}
.pn-dashboard__panel{flex-shrink:0;border-right:1px solid ${brand.divider}}
.pn-dashboard__panel-space{width:280px}
@media (min-width:900px){.pn-dashboard__panel-space{width:300px}}
.pn-dashboard__menu{align-self:flex-start;margin-left:-12px}
.pn-dashboard__main{flex:1;min-width:0}
`;
