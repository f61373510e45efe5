import { darkScheme, typeOf, type PlainSheet } from './cssText';

/**
 * A submit button pressed before the page hydrated (public/early-submit.js marks <html>; the button
 * keeps formmethod="dialog" until hydrated): busy, a spinner over its label, until it submits.
 */
const earlyPressCss: PlainSheet = (theme) => {
  const { palette } = theme.vars;
  const pressed = 'html[data-early-submit] .pn-button[type="submit"][formmethod="dialog"]';
  return `${pressed}{color:transparent;cursor:progress}
${pressed}::after{content:"";position:absolute;left:50%;top:50%;box-sizing:border-box;width:16px;height:16px;margin:-8px 0 0 -8px;border:2px solid ${palette.primary.main};border-right-color:transparent;border-radius:50%;animation:pn-rotate 0.8s linear infinite}
${pressed}.pn-button--contained::after{border-color:${palette.primary.contrastText};border-right-color:transparent}
@media (prefers-reduced-motion:reduce){${pressed}::after{animation-duration:4s}}`;
};

/**
 * Buttons, icon buttons and links, drawn as MUI's contained, outlined and text variants are, with
 * MUI's own recipes (colours and tints from the theme's variables, MUI's paddings and sizes).
 */
export const controlsCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  const { pxToRem } = theme.typography;
  const hoverTint = (color: string) => theme.alpha(color, palette.action.hoverOpacity);
  const ease = theme.transitions.easing.easeInOut;
  return `
.pn-button{display:inline-flex;align-items:center;justify-content:center;position:relative;box-sizing:border-box;margin:0;border:0;border-radius:${shape.borderRadius};background:transparent;cursor:pointer;user-select:none;vertical-align:middle;text-decoration:none;-webkit-tap-highlight-color:transparent;${typeOf(theme, 'button')}min-width:64px;padding:6px 8px;color:${palette.primary.main};transition:background-color 250ms ${ease},border-color 250ms ${ease},color 250ms ${ease}}
@media (hover:hover){.pn-button:hover{background-color:${hoverTint(palette.primary.main)}}}
.pn-button:focus-visible,.pn-icon-button:focus-visible,.pn-link:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}
.pn-button--contained{background-color:${palette.primary.main};color:${palette.primary.contrastText};padding:6px 16px}
@media (hover:hover){.pn-button--contained:hover{background-color:${palette.primary.dark}}}
.pn-button--outlined{border:1px solid ${theme.alpha(palette.primary.main, 0.5)};padding:5px 15px}
@media (hover:hover){.pn-button--outlined:hover{border-color:${palette.primary.main}}}
.pn-button--large{font-size:${pxToRem(15)};padding:8px 11px}
.pn-button--large.pn-button--contained{padding:8px 22px}
.pn-button--large.pn-button--outlined{padding:7px 21px}
.pn-button--small{font-size:${pxToRem(13)};padding:4px 5px}
.pn-button--small.pn-button--contained{padding:4px 10px}
.pn-button--small.pn-button--outlined{padding:3px 9px}
.pn-button--inherit{color:inherit}
.pn-button--inherit.pn-button--outlined{border-color:currentColor}
@media (hover:hover){.pn-button--inherit:hover{background-color:${hoverTint(palette.text.primary)}}}
/* The stores' and Apple Pay's own black buttons. */
.pn-button.pn-button--black{background-color:${palette.common.black};color:${palette.common.white};text-transform:none}
@media (hover:hover){.pn-button.pn-button--black:hover{background-color:${palette.grey[900]}}}
.pn-button--error{color:${palette.error.main}}
.pn-button--error.pn-button--outlined{border-color:${theme.alpha(palette.error.main, 0.5)}}
@media (hover:hover){.pn-button--error:hover{background-color:${hoverTint(palette.error.main)}}.pn-button--error.pn-button--outlined:hover{border-color:${palette.error.main}}}
/* On the dark scheme's paper, error.main falls under 4.5:1 for text: the lighter shade reads. */
${darkScheme(theme)} .pn-button--error{color:${palette.error.light}}
.pn-button.pn-button--error.pn-button--contained:not(:disabled){background-color:${palette.error.main};color:${palette.error.contrastText}}
@media (hover:hover){.pn-button.pn-button--error.pn-button--contained:hover{background-color:${palette.error.dark}}}
.pn-button--error:focus-visible{outline-color:${palette.error.main}}
.pn-button:disabled{cursor:default;pointer-events:none;color:${palette.action.disabled}}
.pn-button--contained:disabled{background-color:${palette.action.disabledBackground}}
.pn-button--outlined:disabled{border-color:${palette.action.disabledBackground}}
.pn-button.pn-button--loading{color:transparent}
.pn-button .pn-button__progress{position:absolute;left:50%;top:50%;width:16px;height:16px;margin:-8px 0 0 -8px;color:${palette.action.disabled}}
${earlyPressCss(theme)}
.pn-button__icon{display:inherit;margin-right:8px;margin-left:-4px;font-size:20px}
.pn-button--large .pn-button__icon{font-size:22px}
.pn-button--small .pn-button__icon{font-size:18px}
.pn-icon-button{display:inline-flex;align-items:center;justify-content:center;flex:0 0 auto;padding:8px;margin:0;border:0;border-radius:50%;background:transparent;color:${palette.action.active};font-size:${pxToRem(24)};cursor:pointer;-webkit-tap-highlight-color:transparent;transition:background-color 150ms ${ease}}
@media (hover:hover){.pn-icon-button:hover{background-color:${hoverTint(palette.action.active)}}}
.pn-icon-button--inherit{color:inherit}
.pn-icon-button--small{padding:5px;font-size:${pxToRem(18)}}
.pn-icon-button--edge-end{margin-right:-12px}
.pn-link{color:${palette.primary.main};text-decoration:underline;text-decoration-color:${theme.alpha(palette.primary.main, 0.4)};cursor:pointer}
.pn-link:hover{text-decoration-color:inherit}
.pn-link--plain{color:inherit;text-decoration:none}
.pn-link--inherit{color:inherit;text-decoration-color:currentColor}
.pn-link--block{display:inline-block}
.pn-link--button{margin:0;padding:0;border:0;background:none;font:inherit;vertical-align:baseline}
.pn-link--button:disabled{cursor:default;color:${palette.text.disabled};text-decoration-color:currentColor}
.pn-checkbox{display:inline-flex;align-items:center;align-self:flex-start;margin:0 16px 0 -11px;cursor:pointer;vertical-align:middle;-webkit-tap-highlight-color:transparent}
.pn-checkbox>input{flex-shrink:0;width:18px;height:18px;margin:12px;accent-color:${palette.primary.main};cursor:pointer}
.pn-checkbox>input:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}
.pn-checkbox:has(>input:disabled){cursor:default;color:${palette.text.disabled}}
.pn-checkbox>input:disabled{cursor:default}
/* A chip to choose with (MUI's clickable Chip): outlined, or filled in the primary colour when chosen. */
.pn-choice-chip{display:inline-flex;align-items:center;justify-content:center;max-width:100%;height:32px;box-sizing:border-box;margin:0;padding:0;border:1px solid ${palette.Chip.defaultBorder};border-radius:16px;background-color:transparent;color:${palette.text.primary};font-family:${theme.typography.fontFamily};font-size:${pxToRem(13)};line-height:1.5;white-space:nowrap;vertical-align:middle;cursor:pointer;user-select:none;-webkit-tap-highlight-color:transparent;transition:background-color 300ms ${ease},box-shadow 300ms ${ease}}
.pn-choice-chip>span{overflow:hidden;text-overflow:ellipsis;padding:0 11px}
@media (hover:hover){.pn-choice-chip:hover{background-color:${palette.action.hover}}}
.pn-choice-chip:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px;background-color:${palette.action.focus}}
.pn-choice-chip:active{box-shadow:${theme.vars.shadows[1]}}
.pn-choice-chip--chosen{border:0;background-color:${palette.primary.main};color:${palette.primary.contrastText}}
.pn-choice-chip--chosen>span{padding:0 12px}
@media (hover:hover){.pn-choice-chip--chosen:hover{background-color:${palette.primary.dark}}}
.pn-choice-chip--chosen:focus-visible{background-color:${palette.primary.dark}}
.pn-radio-group{min-width:0;margin:${theme.spacing(1)} 0 0;padding:${theme.spacing(1)} ${theme.spacing(2)};border:0}
.pn-radio-group__legend{padding:0}
`;
};
