import { typeOf, type PlainSheet } from './cssText';

/** The voicemail inbox in plain elements: its heading row, the cards of the list, their marks and the player. */
export const voicemailCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  return `
.vm-heading{display:flex;flex-wrap:wrap;align-items:baseline;gap:${theme.spacing(2)};margin-bottom:${theme.spacing(1)}}
.vm-count{${typeOf(theme, 'body1')}margin:0;font-weight:600;color:${palette.text.secondary}}
.vm-count--unheard{color:${palette.primary.main}}
.vm-list{list-style:none;margin:0;padding:0;display:flex;flex-direction:column;gap:${theme.spacing(2)}}
.vm-item{padding:${theme.spacing(2)};border:1px solid ${palette.divider};border-radius:${shape.borderRadius};display:flex;flex-direction:column;gap:${theme.spacing(2)}}
.vm-item--unheard{border-color:${palette.primary.main}}
.vm-item__who{display:flex;flex-direction:column;gap:${theme.spacing(1)};min-width:0}
.vm-item__body{display:flex;flex-direction:column;gap:${theme.spacing(1.5)};flex:1;min-width:0}
@media (min-width:${theme.breakpoints.values.md}px){.vm-item{flex-direction:row}.vm-item__who{flex:0 0 auto;min-width:280px;max-width:360px}}
.vm-item__title{display:flex;flex-wrap:wrap;align-items:center;gap:${theme.spacing(1)}}
.vm-item__caller{${typeOf(theme, 'subtitle1')}margin:0;overflow-wrap:anywhere}
.vm-item--unheard .vm-item__caller{font-weight:700}
.vm-item__detail{${typeOf(theme, 'body2')}margin:0;color:${palette.text.secondary}}
.vm-item__new{${typeOf(theme, 'caption')}padding:0 8px;border-radius:12px;background-color:${palette.primary.main};color:${palette.primary.contrastText};font-weight:500}
.vm-item__spam{${typeOf(theme, 'caption')}padding:0 6px;border-radius:8px;border:1px solid ${palette.warning.main};color:${palette.text.primary};font-weight:500}
.vm-item__actions{display:flex;flex-wrap:wrap;gap:${theme.spacing(1)}}
.vm-item__error{${typeOf(theme, 'body2')}margin:0;color:${palette.error.main}}
.vm-item__transcript-title{margin:0;color:${palette.text.secondary}}
.vm-item__transcript{${typeOf(theme, 'body1')}margin:0;overflow-wrap:anywhere}
.vm-item--unheard .vm-item__transcript{font-weight:600}
.vm-item__transcript--none{color:${palette.text.secondary}}
.vm-player{display:flex;flex-direction:column;gap:${theme.spacing(1.5)}}
.vm-player__audio{width:100%}
.vm-player__controls{display:flex;flex-wrap:wrap;align-items:center;gap:${theme.spacing(2)}}
.vm-speeds{display:flex;flex-wrap:wrap;gap:${theme.spacing(1)}}
.vm-player__loading{display:flex;align-items:center;gap:${theme.spacing(1)};${typeOf(theme, 'body2')}margin:0}
.vm-older{display:flex;justify-content:center;margin-top:${theme.spacing(2)}}
`;
};
