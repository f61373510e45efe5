import type { PlainSheet } from './cssText';

/**
 * The pricing page in plain elements: its container and the option cards (a plan or the add-on,
 * chosen with a radio or a checkbox); titles and prices at the h5/h6 type, the
 * selected card marked without moving its content, a 'Save N%' badge.
 */
export const choiceCardsCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  const { sm, md } = theme.breakpoints.values;
  return `
.pn-page{box-sizing:border-box;width:100%;max-width:${md}px;margin:0 auto;padding:${theme.spacing(3)} ${theme.spacing(2)}}
@media (min-width:${sm}px){.pn-page{padding:${theme.spacing(6)} ${theme.spacing(3)}}}
/* MUI's Container maxWidth="sm" (the area-code page). */
.pn-page--sm{max-width:${sm}px}
.pn-plan-grid{display:grid;gap:${theme.spacing(2)};grid-template-columns:1fr}
@media (min-width:${md}px){.pn-plan-grid{grid-template-columns:repeat(var(--plan-columns),1fr)}}
.pn-choice{padding:${theme.spacing(2)} ${theme.spacing(2)} ${theme.spacing(3)};background-color:${palette.background.paper};color:${palette.text.primary};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}}
.pn-choice--selected{border-color:${palette.primary.main};box-shadow:inset 0 0 0 1px ${palette.primary.main}}
.pn-choice__head{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:${theme.spacing(0.5)} ${theme.spacing(1.5)}}
.pn-choice__badge{padding:2px ${theme.spacing(1.25)};border-radius:999px;font-size:.8125rem;font-weight:600;line-height:1.5;white-space:nowrap;background-color:${palette.primary.main};color:${palette.primary.contrastText}}
.pn-choice .pn-overline{display:block}
/* The area-code card (an outlined panel, roomier from sm), its digit boxes, suggestions and side links. */
@media (min-width:${sm}px){.area-code-card{padding:${theme.spacing(4)}}}
.digit-boxes{display:flex;flex-direction:column;gap:${theme.spacing(1)}}
.digit-boxes__label{color:${palette.text.secondary}}
.pn-field--error .digit-boxes__label{color:${palette.error.main}}
.digit-boxes__row{display:flex;flex-direction:row;gap:${theme.spacing(1.5)}}
.pn-field.digit-box{width:auto}
.pn-field__input.digit-box__input{width:2.5rem;text-align:center;font-size:1.5rem}
.area-code-suggestions{display:flex;flex-wrap:wrap;gap:${theme.spacing(1)}}
.area-code-aside{align-self:center}
.pn-choice__label{display:inline-flex;align-items:center;vertical-align:middle;cursor:pointer;-webkit-tap-highlight-color:transparent}
.pn-choice__label>input{width:20px;height:20px;margin:11px 9px 11px 0;accent-color:${palette.primary.main};cursor:pointer}
.pn-choice__label>input:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}
.pn-choice__features{margin:0;padding-left:20px}
.pn-continue{align-self:stretch}
@media (min-width:${sm}px){.pn-continue{align-self:flex-end}}
`;
};
