import { typeOf, type PlainSheet } from './cssText';

/**
 * The plan page's plain parts: a plan's features with a tick each, the plans to move to (a card
 * whose head is a toggle button), the renewal line and the note after credits were bought.
 */
export const planCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  return `
.plan-features{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:${theme.spacing(0.5)}}
.plan-feature{display:flex;align-items:center;gap:${theme.spacing(1)};${typeOf(theme, 'body2')}}
.plan-feature__icon{flex:none;font-size:20px;color:${palette.success.main}}
.plan-renewal{${typeOf(theme, 'body2')}font-weight:600;overflow-wrap:anywhere}
.plan-option{border:2px solid ${palette.divider};border-radius:${shape.borderRadius};background-color:${palette.background.paper};color:${palette.text.primary};overflow:hidden}
.plan-option--selected{border-color:${palette.primary.main};background-color:${palette.action.selected}}
.plan-option__toggle{display:block;width:100%;margin:0;padding:${theme.spacing(2, 2, 0)};border:0;background:none;color:inherit;font:inherit;text-align:inherit;cursor:pointer}
.plan-option__toggle:hover{background-color:${palette.action.hover}}
.plan-option__toggle:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:-2px;background-color:${palette.action.focus}}
.plan-option__name{font-size:1.25rem}
.plan-option__price{${typeOf(theme, 'body1')}font-weight:600;margin:${theme.spacing(1)} 0}
.plan-option__features{padding:0 ${theme.spacing(2)} ${theme.spacing(3)}}
.plan-tab{max-width:640px}
.plan-tab--wide{max-width:720px}
.plan-bundles{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:${theme.spacing(2)}}
.plan-bundle{display:flex;flex-direction:row;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${theme.spacing(2)};padding:${theme.spacing(2)};background-color:${palette.background.paper};color:${palette.text.primary};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}}
.plan-bundle__offer{font-weight:600}
.plan-current__name{font-size:1.5rem}
.plan-current__price{font-size:1.25rem;font-weight:600}
.plan-current__dates{margin:${theme.spacing(2)} 0}
.plan-done__title{font-size:1.25rem}
.plan-done__balance{overflow-wrap:anywhere}
.plan-payment{max-width:640px}
.plan-payment__title{margin-bottom:${theme.spacing(2)}}
`;
};
