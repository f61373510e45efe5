import { brand } from '../brand';

/**
 * The pricing page in plain elements: its container, the option cards (a plan or the add-on,
 * chosen with a radio or a checkbox) and MUI's h3/h4/overline type, as MUI drew them before.
 */
export const choiceCardsCss = `
.pn-page{box-sizing:border-box;width:100%;max-width:900px;margin:0 auto;padding:24px 16px}
@media (min-width:600px){.pn-page{padding:48px 24px}}
.pn-gap-3{gap:24px}
.pn-mb-3{margin-bottom:24px}
.pn-h3{margin:0;font-size:3rem;font-weight:400;line-height:1.167}
.pn-h4{margin:0;font-size:2.125rem;font-weight:400;line-height:1.235;letter-spacing:.00735em}
.pn-body1{margin:0}
.pn-overline{display:block;margin:0;font-size:.75rem;font-weight:400;line-height:2.66;letter-spacing:.08333em;text-transform:uppercase}
.pn-plan-grid{display:grid;gap:16px;grid-template-columns:1fr}
@media (min-width:900px){.pn-plan-grid{grid-template-columns:repeat(var(--plan-columns),1fr)}}
.pn-choice{padding:16px 16px 24px;background-color:${brand.paper};color:${brand.text};border:1px solid ${brand.divider};border-radius:${brand.radius}px}
.pn-choice--selected{border:2px solid ${brand.primary}}
.pn-choice__label{display:inline-flex;align-items:center;vertical-align:middle;cursor:pointer;-webkit-tap-highlight-color:transparent}
.pn-choice__label>input{width:20px;height:20px;margin:11px 9px 11px 0;accent-color:${brand.primary};cursor:pointer}
.pn-choice__label>input:focus-visible{outline:2px solid ${brand.primary};outline-offset:2px}
.pn-choice__features{margin:0;padding-left:20px}
.pn-continue{align-self:stretch}
@media (min-width:600px){.pn-continue{align-self:flex-end}}
`;
