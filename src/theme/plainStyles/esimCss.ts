import { type PlainSheet } from './cssText';

/** The eSIM pages' plain parts: the offer's column, the QR code's box, the list of days, a day of usage, the totals and the data meter. */
export const esimCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  return `
.esim-offer{max-width:560px}
.esim-days{display:grid;gap:${theme.spacing(2)};margin:0;padding:0}
.esim-qr{display:flex;align-items:center;justify-content:center}
.esim-day{list-style:none;padding:${theme.spacing(2)};background-color:${palette.background.paper};color:${palette.text.primary};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}}
.esim-day__head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;gap:${theme.spacing(1)}}
.esim-day__date,.esim-strong{font-weight:600}
.esim-day__split{display:flex;flex-direction:row;gap:${theme.spacing(3)};margin-top:${theme.spacing(1)};color:${palette.text.secondary}}
.esim-totals{display:flex;flex-direction:column;align-items:center;gap:${theme.spacing(3)}}
@media (min-width:${theme.breakpoints.values.sm}px){.esim-totals{flex-direction:row}}
.esim-totals__chart{width:240px;max-width:100%;height:140px}
.esim-figures{margin:0;display:grid;grid-template-columns:max-content 1fr;column-gap:${theme.spacing(2)};row-gap:${theme.spacing(1)}}
.esim-figures dt{font-weight:600}
.esim-figures dd{margin:0}
.esim-meter{height:10px;border-radius:5px;overflow:hidden;background-color:${theme.alpha(palette.primary.main, 0.24)}}
.esim-meter__bar{height:100%;background-color:${palette.primary.main}}
.esim-meter--over{background-color:${theme.alpha(palette.error.main, 0.24)}}
.esim-meter--over .esim-meter__bar{background-color:${palette.error.main}}
.esim-meter-line{display:flex;flex-wrap:wrap;justify-content:space-between;gap:${theme.spacing(1)};margin-top:${theme.spacing(1)}}
.esim-install{display:flex;flex-direction:column;align-items:center;gap:${theme.spacing(3)}}
@media (min-width:${theme.breakpoints.values.sm}px){.esim-install{flex-direction:row;align-items:flex-start}}
.esim-install__steps{margin:0;padding-left:${theme.spacing(3)};align-self:stretch}
.esim-code{display:grid;gap:${theme.spacing(0.5)}}
.esim-code__label{margin:0;font-weight:600;font-size:1rem}
.esim-code__row{display:flex;flex-wrap:wrap;align-items:center;gap:${theme.spacing(1)}}
.esim-code__value{font-family:monospace;overflow-wrap:anywhere;user-select:all}
.esim-error-text{color:${palette.error.main}}
`;
};
