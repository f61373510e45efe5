import { brand } from '../brand';

/**
 * The pricing page in plain elements: its container, the option cards (a plan or the add-on,
 * chosen with a radio or a checkbox) and MUI's h5/h6/overline type (titles and prices at
 * heading, not display, sizes: issue 23).
 */
export const choiceCardsCss = `
.pn-page{box-sizing:border-box;width:100%;max-width:900px;margin:0 auto;padding:24px 16px}
@media (min-width:600px){.pn-page{padding:48px 24px}}
.pn-gap-3{gap:24px}
.pn-mb-3{margin-bottom:24px}
.pn-h5{margin:0;font-size:1.5rem;font-weight:400;line-height:1.334}
.pn-h6{margin:0;font-size:1.25rem;font-weight:500;line-height:1.6;letter-spacing:.0075em}
.pn-body1{margin:0}
.pn-overline{display:block;margin:0;font-size:.75rem;font-weight:400;line-height:2.66;letter-spacing:.08333em;text-transform:uppercase}
.pn-plan-grid{display:grid;gap:16px;grid-template-columns:1fr}
@media (min-width:900px){.pn-plan-grid{grid-template-columns:repeat(var(--plan-columns),1fr)}}
.pn-choice{padding:16px 16px 24px;background-color:${brand.paper};color:${brand.text};border:1px solid ${brand.divider};border-radius:${brand.radius}px}
.pn-choice--selected{border-color:${brand.primary};box-shadow:inset 0 0 0 1px ${brand.primary}}
.pn-choice__head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:4px 12px}
.pn-choice__badge{padding:2px 10px;border-radius:999px;font-size:.8125rem;font-weight:600;line-height:1.5;white-space:nowrap;background-color:${brand.primary};color:#fff}
.pn-choice__label{display:inline-flex;align-items:center;vertical-align:middle;cursor:pointer;-webkit-tap-highlight-color:transparent}
.pn-choice__label>input{width:20px;height:20px;margin:11px 9px 11px 0;accent-color:${brand.primary};cursor:pointer}
.pn-choice__label>input:focus-visible{outline:2px solid ${brand.primary};outline-offset:2px}
.pn-choice__features{margin:0;padding-left:20px}
.pn-continue{align-self:stretch}
@media (min-width:600px){.pn-continue{align-self:flex-end}}
`;
