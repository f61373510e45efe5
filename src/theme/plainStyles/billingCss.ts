import { typeOf, type PlainSheet } from './cssText';

/**
 * The billing history's charges, in plain elements: a long history mounts rows by the hundred, and
 * per-row MUI components (emotion styles, ripples) made that the costliest part. In the prebuilt
 * sheet, the rows insert no styles as they mount and follow the colour scheme by its variables.
 */
export const billingCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  return `
.billing-table{width:100%;border-collapse:collapse;${typeOf(theme, 'body2')}}
.billing-table th{${typeOf(theme, 'subtitle2')}text-align:left;color:${palette.text.secondary};padding:${theme.spacing(1, 1)};border-bottom:1px solid ${palette.divider}}
.billing-table td{padding:${theme.spacing(1.5, 1)};border-bottom:1px solid ${palette.divider};vertical-align:middle}
.billing-table .billing-amount{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.billing-table .billing-nowrap{white-space:nowrap}
.billing-table td.billing-description{overflow-wrap:anywhere}
/* A failed renewal stands out: a red bar at the row's start (the text keeps the row's colour for contrast). */
.billing-table tr.billing-failed td:first-of-type{box-shadow:inset 4px 0 0 ${palette.error.main}}
.billing-list{list-style:none;margin:0;padding:0}
.billing-item{display:grid;grid-template-columns:minmax(0,1fr) auto;gap:${theme.spacing(0.5, 1)};padding:${theme.spacing(1.5, 1.5)};border-bottom:1px solid ${palette.divider};${typeOf(theme, 'body2')}}
.billing-item.billing-failed{box-shadow:inset 4px 0 0 ${palette.error.main};padding-left:${theme.spacing(2)}}
.billing-item__description{${typeOf(theme, 'body1')}font-weight:500;margin:0;overflow-wrap:anywhere}
.billing-item__amount{${typeOf(theme, 'body1')}font-weight:500;margin:0;text-align:right;white-space:nowrap}
.billing-item__meta{margin:0;color:${palette.text.secondary};grid-column:1 / -1;overflow-wrap:anywhere}
.billing-item__actions{grid-column:1 / -1;display:flex;align-items:center;justify-content:space-between;gap:${theme.spacing(1)}}
/* The row's own text colour inside a coloured outline: coloured text fails contrast in dark. */
.billing-status{${typeOf(theme, 'caption')}display:inline-flex;align-items:center;gap:4px;padding:1px 8px;border-radius:12px;border-width:1px;border-style:solid;font-weight:500;white-space:nowrap;color:${palette.text.primary}}
.billing-status--paid{border-color:${palette.success.main}}
.billing-status--failed{border-color:${palette.error.main}}
.billing-status__icon{font-size:16px;color:${palette.error.main}}
.billing-receipt{${typeOf(theme, 'button')}min-height:36px;min-width:64px;padding:${theme.spacing(0.75, 1)};border:0;border-radius:${shape.borderRadius};background:none;color:${palette.primary.main};cursor:pointer}
.billing-receipt:hover{background-color:${palette.action.hover}}
.billing-receipt:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}
/* The page's head (title, then Download CSV beside it or under it), the count and the older charges. */
.billing-head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${theme.spacing(1, 2)};margin-bottom:${theme.spacing(2)}}
.billing-count:focus{outline:none}
.billing-older{display:flex;flex-direction:column;align-items:center;gap:${theme.spacing(2)}}
.billing-older>.pn-alert{align-self:stretch}
`;
};
