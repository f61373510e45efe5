import type { PlainSheet } from './cssText';

/**
 * The purchase pages' first view in plain elements (add-credit, purchase-eSIM, checkout) (their largest paint comes before
 * MUI's code): the page's column (MUI's Box maxWidth 640, p 2 / 4), an outlined panel (MUI's
 * outlined Paper, p 2 / 3) with its title at 1.25rem, and a line kept for a value on its way.
 */
export const purchaseCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  const { sm, md, lg } = theme.breakpoints.values;
  return `
/* What was bought (the success page): label and value on one line, apart, wrapping when narrow. */
.pn-summary-lines{display:grid;gap:${theme.spacing(1)};margin:0;text-align:start}
.pn-summary-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:${theme.spacing(2)}}
.pn-summary-line>dd{margin:0}
/* The success page's app panel: its parts centred; the store badges black, side by side from sm. */
@media (min-width:${sm}px){.success-app{padding:${theme.spacing(4)}}}
.success-app__parts{align-items:center}
.success-badges{display:flex;flex-direction:column;flex-wrap:wrap;justify-content:center;gap:${theme.spacing(2)}}
@media (min-width:${sm}px){.success-badges{flex-direction:row}}
.success-badges>.pn-button{white-space:nowrap}
/* A QR code's place (200 px square), the spinner centred in it while the code is drawn. */
.pn-qr{display:flex;align-items:center;justify-content:center}
.pn-column{box-sizing:border-box;max-width:640px;margin:0 auto;padding:${theme.spacing(2)}}
@media (min-width:${sm}px){.pn-column{padding:${theme.spacing(4)}}}
.pn-panel{padding:${theme.spacing(2)};background-color:${palette.background.paper};color:${palette.text.primary};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}}
@media (min-width:${sm}px){.pn-panel{padding:${theme.spacing(3)}}}
.pn-panel__title{font-size:1.25rem}
.pn-one-line{min-height:1.5em}
.pn-nowrap{white-space:nowrap}
.pn-rule{flex-shrink:0;margin:0;border:0 solid ${palette.divider};border-bottom-width:thin}
.pn-summary-line{display:flex;flex-direction:row;justify-content:space-between;gap:${theme.spacing(2)}}
/* An eSIM plan's card: its price beside the plan's radio, then the facts as a list. */
.pn-price-row{display:flex;flex-direction:row;align-items:center;gap:${theme.spacing(1)}}
.pn-price{font-size:2rem;font-weight:700}
.pn-facts{display:flex;flex-direction:column;gap:${theme.spacing(0.5)};margin:0;padding-left:${theme.spacing(3)}}
/* The eSIM's details: terms beside their values. */
.pn-details{display:grid;grid-template-columns:max-content 1fr;column-gap:${theme.spacing(3)};row-gap:${theme.spacing(1)};margin:0}
.pn-details dd{margin:0}
.pn-contents{display:contents}
.pn-bold{font-weight:600}
/* The checkout (MUI's Container maxWidth lg, and a Grid of 5 + 7 columns with spacing 3 from md). */
.pn-page--lg{max-width:${lg}px}
.pn-checkout{display:flex;flex-flow:row wrap;gap:${theme.spacing(3)}}
.pn-checkout>*{box-sizing:border-box;min-width:0;width:100%}
@media (min-width:${md}px){.pn-checkout__summary{width:calc(100% * 5 / 12 - 7 * ${theme.spacing(3)} / 12)}.pn-checkout__payment{width:calc(100% * 7 / 12 - 5 * ${theme.spacing(3)} / 12)}}
`;
};
