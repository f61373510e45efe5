import { darkScheme, typeOf, type PlainSheet } from './cssText';

const severities = ['error', 'warning', 'info', 'success'] as const;

/** The header bar (and its sandbox ribbon), cards, alerts, the spinner, the labelled divider, empty states and the windowed list. */
export const surfacesCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  const { Alert } = palette;
  // MUI's standard Alert per severity: text, background and icon colours, per colour scheme.
  const severityCss = severities
    .map((name) => `.pn-alert--${name}{color:${Alert[`${name}Color`]};background-color:${Alert[`${name}StandardBg`]}}.pn-alert--${name} .pn-alert__icon{color:${Alert[`${name}IconColor`]}}`)
    .join('\n');
  return `
.pn-header{display:flex;flex-direction:column;width:100%;flex-shrink:0;position:static;background-color:${palette.background.paper};color:${palette.primary.main};border-bottom:1px solid ${palette.divider}}
.pn-header[data-variant=dashboard]{background-color:${palette.header.dashboardBg};color:${palette.header.dashboardText};border-bottom-color:transparent}
.pn-toolbar{position:relative;display:flex;align-items:center;gap:${theme.spacing(2)};min-height:56px;padding:0 ${theme.spacing(2)}}
@media (min-width:${theme.breakpoints.values.sm}px){.pn-toolbar{min-height:64px;padding:0 ${theme.spacing(3)}}}
.pn-brand{margin-right:auto;color:inherit;text-decoration:none}
.pn-brand__text{font-weight:800;font-size:1.25rem;letter-spacing:.08em}
.pn-brand__image{display:block;height:32px}
.pn-status-chip{display:inline-block;padding:2px 10px;border:1px solid currentColor;border-radius:12px;color:inherit;font-size:.75rem;font-weight:600;line-height:18px;white-space:nowrap;text-decoration:none}
.pn-status-chip[data-tone=warning]{color:${Alert.warningColor};background-color:${Alert.warningStandardBg};border-color:${Alert.warningIconColor}}
.pn-status-chip:focus-visible{outline:2px solid currentColor;outline-offset:2px}
.pn-status-strip{display:flex;justify-content:flex-end;padding:0 ${theme.spacing(2)}}
.pn-status-strip:has(.pn-status-chip){padding-bottom:${theme.spacing(1)}}
/* The logo is drawn for a light background: on a dark bar it sits on a light plate of its own. */
.pn-header[data-variant=dashboard] .pn-brand__image,${darkScheme(theme)} .pn-brand__image{box-sizing:content-box;padding:2px 6px;border-radius:${shape.borderRadius};background-color:${palette.common.white}}
.pn-header-nav{display:flex;flex-direction:row;align-items:center;gap:${theme.spacing(1)}}
/* A count in a pill beside a button's label (unread messages behind the dashboard's menu). */
.pn-count{display:inline-block;min-width:20px;height:20px;margin-left:${theme.spacing(1)};padding:0 6px;box-sizing:border-box;border-radius:10px;background-color:${palette.primary.main};color:${palette.primary.contrastText};font-size:.75rem;font-weight:600;line-height:20px;text-align:center}
.pn-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.pn-sandbox-ribbon{margin:0;padding:2px ${theme.spacing(2)};text-align:center;${typeOf(theme, 'caption')}line-height:1.5;color:${Alert.warningColor};background-color:${Alert.warningStandardBg};border-bottom:1px solid ${Alert.warningIconColor}}
.pn-sandbox-ribbon>strong{font-weight:${theme.typography.fontWeightBold};text-transform:uppercase;letter-spacing:.08em}
.pn-sandbox-ribbon a,.pn-sandbox-ribbon__action{color:inherit;text-decoration:underline;font:inherit;background:none;border:0;padding:0;cursor:pointer}
/* The login page's passkey button: its place is kept while the part loads after the paint, so nothing below moves. */
.pn-passkey-slot{min-height:calc(${theme.typography.pxToRem(15)} * ${theme.typography.button.lineHeight} + 16px)}
.pn-card{max-width:460px;margin:${theme.spacing(2)} auto;padding:20px;background-color:${palette.background.paper};color:${palette.text.primary};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}}
@media (min-width:${theme.breakpoints.values.sm}px){.pn-card{margin:${theme.spacing(6)} auto;padding:${theme.spacing(4)}}}
.pn-alert{display:flex;padding:6px 16px;border-radius:${shape.borderRadius};${typeOf(theme, 'body2')}}
.pn-alert__icon{display:flex;margin-right:12px;padding:7px 0;font-size:22px;opacity:.9}
.pn-alert__message{padding:8px 0;min-width:0;overflow:auto}
.pn-alert__title{margin:-2px 0 .35em;${typeOf(theme, 'body1')}font-weight:${theme.typography.fontWeightMedium}}
.pn-alert__action{display:flex;align-items:flex-start;padding:4px 0 0 16px;margin-left:auto;margin-right:-8px}
${severityCss}
.pn-narrow{max-width:560px;margin:0 auto;padding:${theme.spacing(4)}}
.pn-notice{max-width:560px;margin:0 auto;padding:${theme.spacing(2)} ${theme.spacing(2)} 0}
.pn-loading{display:flex;justify-content:center;align-items:center;min-height:240px;padding:${theme.spacing(4)}}
.pn-loading--compact{min-height:0;height:100%;padding:0}
.pn-spinner{display:inline-block;width:40px;height:40px;color:${palette.primary.main};animation:pn-rotate 1.4s linear infinite}
.pn-spinner>svg{display:block}
.pn-spinner--small{width:16px;height:16px}
.pn-spinner--small>svg{width:100%;height:100%}
.pn-spinner circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:pn-dash 1.4s ease-in-out infinite}
/* A line of text on its way (MUI's text Skeleton): its width is the caller's. */
.pn-skeleton{display:block;height:1.2em;margin:0;border-radius:${shape.borderRadius};background-color:${palette.Skeleton.bg};transform:scale(1,0.6);transform-origin:0 55%;animation:pn-pulse 2s ease-in-out 0.5s infinite}
@media (prefers-reduced-motion:reduce){.pn-skeleton{animation:none}}
@keyframes pn-pulse{0%{opacity:1}50%{opacity:0.4}100%{opacity:1}}
@keyframes pn-rotate{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}
@keyframes pn-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}
@media (prefers-reduced-motion:reduce){.pn-spinner,.pn-spinner circle{animation-duration:4s}}
.pn-divider{display:flex;align-items:center;white-space:nowrap;text-align:center;margin:0}
.pn-divider::before,.pn-divider::after{content:"";flex:1 1 auto;border-top:1px solid ${palette.divider}}
.pn-divider>span{padding:0 9.6px}
/* Nothing to show yet, or nothing that matches: a large muted icon over a title, a line and a way on. */
.pn-empty{display:flex;flex-direction:column;align-items:center;gap:${theme.spacing(2)};padding:${theme.spacing(6)} 0;text-align:center}
.pn-empty__icon{font-size:48px;color:${palette.action.disabled}}
.pn-virtual-list:focus-visible{outline:2px solid ${palette.primary.main}}
`;
};
