import { typeOf, type PlainSheet } from './cssText';

/**
 * The number transfer page: a card per transfer with its steps (MUI's vertical Stepper: a numbered
 * circle, a tick once done, a warning where the carrier stopped, a line between), and its fix.
 */
export const portingCss: PlainSheet = (theme) => {
  const { palette } = theme.vars;
  return `
.port-title{margin-bottom:${theme.spacing(1)}}
.port-intro{margin-bottom:${theme.spacing(3)}}
.port-status{margin-bottom:${theme.spacing(2)}}
.port-empty{align-items:center;text-align:center;padding:${theme.spacing(6)} 0}
.port-empty__icon{font-size:48px;color:${palette.action.disabled}}
.port-card__title{font-size:1.125rem;margin-bottom:${theme.spacing(0.5)}}
.port-card__gap{margin-top:${theme.spacing(1)}}
.port-steps{margin:0;padding:0;list-style:none}
.port-step{position:relative;display:flex;align-items:flex-start;gap:${theme.spacing(1)};padding-bottom:${theme.spacing(2)}}
.port-step:last-child{padding-bottom:0}
.port-step:not(:last-child)::after{content:'';position:absolute;left:11px;top:${theme.spacing(3.5)};bottom:${theme.spacing(0.5)};border-left:1px solid ${palette.grey[400]}}
.port-step__icon{flex-shrink:0;display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;font-size:24px;color:${palette.text.disabled}}
.port-step__number{display:inline-flex;align-items:center;justify-content:center;width:24px;height:24px;border-radius:50%;background-color:${palette.text.secondary};color:${palette.background.paper};${typeOf(theme, 'caption')}}
.port-step--active .port-step__number{background-color:${palette.primary.main};color:${palette.primary.contrastText}}
.port-step--done .port-step__icon{color:${palette.primary.main}}
.port-step--error .port-step__icon{color:${palette.error.main}}
.port-step__text{display:flex;flex-direction:column;min-width:0;padding-top:2px}
.port-step__label{${typeOf(theme, 'body2')}color:${palette.text.secondary}}
.port-step--active .port-step__label,.port-step--done .port-step__label{color:${palette.text.primary};font-weight:500}
.port-step--error .port-step__label{color:${palette.error.main}}
.port-step__time{${typeOf(theme, 'caption')}color:${palette.text.secondary}}
`;
};
