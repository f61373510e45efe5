import { brand } from '../brand';

const success = '#2e7d32';
const warning = '#ed6c02';

/**
 * The Edit information tab in plain elements: sections split by rules, fields side by side from
 * 600 px, the verification badges (MUI's small outlined Chip), the form message and an
 * indeterminate progress bar (MUI's LinearProgress).
 */
export const accountFormsCss = `
/* The tab strip's place (MUI Tabs: 48 px, then mb 3) while it is on its way: nothing below moves. */
.pn-account-tabs-space{height:48px;margin-bottom:24px}
.pn-sections{display:flex;flex-direction:column;gap:24px}
.pn-sections>hr{margin:0;border:0;border-bottom:1px solid ${brand.divider}}
.pn-section{display:flex;flex-direction:column;gap:12px}
.pn-section__title{margin:0;font-size:1.15rem;font-weight:700;line-height:1.2;letter-spacing:-.00833em}
.pn-fields{display:flex;flex-direction:column;gap:16px}
@media (min-width:600px){.pn-fields{flex-direction:row}.pn-fields--center{align-items:center}}
.pn-mt-1{margin-top:8px}
.pn-mt-half{margin-top:4px}
.pn-mt-15{margin-top:12px}
.pn-anywhere{overflow-wrap:anywhere}
.pn-form-error{margin:3px 0 0;color:${brand.error};font-size:.75rem;line-height:1.66;letter-spacing:.03333em}
.pn-chip{display:inline-flex;align-items:center;height:24px;box-sizing:border-box;border-radius:12px;border:1px solid ${brand.divider};color:${brand.text};font-size:.8125rem;white-space:nowrap;vertical-align:middle}
.pn-chip>svg{margin:0 -2px 0 4px;font-size:18px}
.pn-chip>span{padding:0 7px}
.pn-chip--success{color:${success};border-color:${success}}
.pn-chip--warning{border-color:${warning}}
.pn-chip--warning>svg{color:${warning}}
.pn-button.pn-button--flush{padding-left:0;padding-right:0}
.pn-file-button:focus-visible{outline:2px solid ${brand.primary};outline-offset:2px}
.pn-progress{position:relative;overflow:hidden;height:4px;background-color:rgb(169,183,206)}
.pn-progress::before{content:"";position:absolute;top:0;bottom:0;left:0;width:40%;background-color:${brand.primary};animation:pn-progress 1.6s ease-in-out infinite}
@keyframes pn-progress{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.pn-progress::before{animation-duration:4s}}
`;
