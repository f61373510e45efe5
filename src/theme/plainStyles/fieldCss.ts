import { darkScheme, typeOf, type PlainSheet } from './cssText';

/** The label floats up when the input has focus, a value, or autofill. */
const floated = (part: string) =>
  ['focus', 'not(:placeholder-shown)', 'autofill'].map((state) => `.pn-field__input:${state}~${part}`).join(',');

/**
 * MUI's outlined text field in plain CSS: the label rests in the input and floats into a notch
 * of the outline (a fieldset's legend), exactly as MUI draws it, in the theme's colours and type.
 * A field with a start icon, or `shrink`, keeps its label above. A read-only field (the account's
 * names and email until UPDATE) looks it: a tinted box behind a dashed outline that
 * focus does not turn blue.
 */
export const fieldCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  const ease = theme.transitions.easing.easeOut;
  return `
.pn-field{display:flex;flex-direction:column;position:relative;min-width:0;width:100%;margin:0;padding:0;border:0}
.pn-field__box{position:relative;display:flex;align-items:center;border-radius:${shape.borderRadius};color:${palette.text.primary};${typeOf(theme, 'body1')}line-height:1.4375em;cursor:text}
.pn-field__input{font:inherit;letter-spacing:inherit;color:currentColor;border:0;background:none;margin:0;display:block;min-width:0;width:100%;height:1.4375em;padding:16.5px 14px;box-sizing:content-box;outline:0;-webkit-tap-highlight-color:transparent}
.pn-field__input::placeholder{opacity:0;color:currentColor}
.pn-field__input:focus::placeholder,.pn-field--shrunk .pn-field__input::placeholder{opacity:${theme.vars.opacity.inputPlaceholder}}
.pn-field__input:disabled{color:${palette.text.disabled};-webkit-text-fill-color:${palette.text.disabled}}
.pn-field--small .pn-field__input{padding:8.5px 14px}
.pn-field--small .pn-field__label{transform:translate(14px,9px) scale(1)}
.pn-field__input:-webkit-autofill{border-radius:inherit;-webkit-box-shadow:${palette.Input.autofillWebkitBoxShadow}}
${darkScheme(theme)} .pn-field__input:-webkit-autofill{-webkit-text-fill-color:${palette.common.white};caret-color:${palette.common.white}}
.pn-field__box--end .pn-field__input{padding-right:0}
.pn-field__box--start{padding-left:14px}
.pn-field__box--start .pn-field__input{padding-left:0}
.pn-field__start{display:flex;align-items:center;max-height:2em;white-space:nowrap;margin-right:8px;color:${palette.action.active}}
.pn-field__start>svg{font-size:${theme.typography.pxToRem(24)}}
.pn-field__label{position:absolute;left:0;top:0;z-index:1;transform:translate(14px,16px) scale(1);transform-origin:top left;max-width:calc(100% - 24px);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;pointer-events:none;color:${palette.text.secondary};${typeOf(theme, 'body1')}line-height:1.4375em;transition:color 200ms ${ease},transform 200ms ${ease},max-width 200ms ${ease}}
${floated('.pn-field__label')},.pn-field--shrunk .pn-field__label{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}
.pn-field__input:focus~.pn-field__label{color:${palette.primary.main}}
.pn-field__outline{position:absolute;inset:-5px 0 0;margin:0;padding:0 8px;pointer-events:none;border-radius:inherit;border:1px solid ${theme.alpha(palette.common.onBackground, 0.23)};overflow:hidden;min-width:0;text-align:left}
@media (hover:hover){.pn-field__box:hover .pn-field__outline{border-color:${palette.text.primary}}}
.pn-field__input:focus~.pn-field__outline{border:2px solid ${palette.primary.main}}
.pn-field__outline>legend{float:unset;width:auto;overflow:hidden;display:block;padding:0;height:11px;font-size:.75em;visibility:hidden;max-width:.01px;white-space:nowrap;transition:max-width 50ms ${ease}}
.pn-field__outline>legend>span{padding:0 5px;display:inline-block;opacity:0;visibility:visible}
${floated('.pn-field__outline>legend')},.pn-field--shrunk .pn-field__outline>legend{max-width:100%;transition:max-width 100ms ${ease} 50ms}
.pn-field__end{display:flex;align-items:center;max-height:2em;white-space:nowrap;margin:0 14px 0 8px}
.pn-field__helper{margin:3px 14px 0;color:${palette.text.secondary};${typeOf(theme, 'caption')}}
.pn-radio-list{display:flex;flex-direction:column;min-width:0}
.pn-radio-list__label{color:${palette.text.secondary}}
.pn-field--error .pn-radio-list__label{color:${palette.error.main}}
.pn-radio-list__option{margin-left:-2px}
.pn-field--error .pn-field__outline,.pn-field--error .pn-field__input:focus~.pn-field__outline{border-color:${palette.error.main}}
.pn-field--error .pn-field__label,.pn-field--error .pn-field__input:focus~.pn-field__label,.pn-field--error .pn-field__helper{color:${palette.error.main}}
.pn-field__box:has(.pn-field__input:read-only){background-color:${palette.action.hover};cursor:default}
.pn-field__input:read-only~.pn-field__outline,.pn-field__box:hover .pn-field__input:read-only~.pn-field__outline{border-style:dashed;border-color:${palette.divider}}
.pn-field__input:read-only:focus~.pn-field__outline{border:1px dashed ${palette.text.secondary}}
.pn-field__input:read-only:focus~.pn-field__label{color:${palette.text.secondary}}
`;
};
