import { brand } from '../brand';

/** MUI's standard Alert colours per severity: text, background, icon. */
const severities = {
  error: ['rgb(95,33,32)', 'rgb(253,237,237)', brand.error],
  warning: ['rgb(102,60,0)', 'rgb(255,244,229)', '#ed6c02'],
  info: ['rgb(1,67,97)', 'rgb(229,246,253)', '#0288d1'],
  success: ['rgb(30,70,32)', 'rgb(237,247,237)', '#2e7d32'],
} as const;

const severityCss = Object.entries(severities)
  .map(([name, [text, background, icon]]) => `.pn-alert--${name}{color:${text};background-color:${background}}.pn-alert--${name} .pn-alert__icon{color:${icon}}`)
  .join('\n');

/** The header bar (and its sandbox ribbon), cards, alerts, the spinner and the labelled divider. */
export const surfacesCss = `
.pn-header{display:flex;flex-direction:column;width:100%;flex-shrink:0;position:static;background-color:${brand.paper};color:${brand.primary};border-bottom:1px solid ${brand.divider}}
.pn-header[data-variant=dashboard]{background-color:${brand.primary};color:#fff;border-bottom-color:transparent}
.pn-toolbar{position:relative;display:flex;align-items:center;gap:16px;min-height:56px;padding:0 16px}
@media (min-width:600px){.pn-toolbar{min-height:64px;padding:0 24px}}
.pn-brand{margin-right:auto;color:inherit;text-decoration:none}
.pn-brand__text{font-weight:800;font-size:1.25rem;letter-spacing:.08em}
.pn-brand__image{display:block;height:32px}
.pn-header-nav{display:flex;flex-direction:row;gap:8px}
.pn-sandbox-ribbon{margin:0;padding:2px 16px;text-align:center;font-size:.75rem;line-height:1.5;letter-spacing:.03em;color:${severities.warning[0]};background-color:${severities.warning[1]};border-bottom:1px solid ${severities.warning[2]}}
.pn-sandbox-ribbon>strong{font-weight:700;text-transform:uppercase;letter-spacing:.08em}
.pn-card{max-width:460px;margin:16px auto;padding:20px;background-color:${brand.paper};color:${brand.text};border:1px solid ${brand.divider};border-radius:${brand.radius}px}
@media (min-width:600px){.pn-card{margin:48px auto;padding:32px}}
.pn-alert{display:flex;padding:6px 16px;border-radius:${brand.radius}px;font-size:.875rem;line-height:1.43;letter-spacing:.01071em}
.pn-alert__icon{display:flex;margin-right:12px;padding:7px 0;font-size:22px;opacity:.9}
.pn-alert__message{padding:8px 0;min-width:0;overflow:auto}
.pn-alert__title{margin:-2px 0 .35em;font-size:1rem;font-weight:500;line-height:1.5;letter-spacing:.00938em}
.pn-alert__action{display:flex;align-items:flex-start;padding:4px 0 0 16px;margin-left:auto;margin-right:-8px}
${severityCss}
.pn-narrow{max-width:560px;margin:0 auto;padding:32px}
.pn-notice{max-width:560px;margin:0 auto;padding:16px 16px 0}
.pn-loading{display:flex;justify-content:center;align-items:center;min-height:240px;padding:32px}
.pn-spinner{display:inline-block;width:40px;height:40px;color:${brand.primary};animation:pn-rotate 1.4s linear infinite}
.pn-spinner>svg{display:block}
.pn-spinner circle{stroke:currentColor;stroke-dasharray:80px,200px;stroke-dashoffset:0;animation:pn-dash 1.4s ease-in-out infinite}
@keyframes pn-rotate{0%{transform:rotate(0deg)}100%{transform:rotate(360deg)}}
@keyframes pn-dash{0%{stroke-dasharray:1px,200px;stroke-dashoffset:0}50%{stroke-dasharray:100px,200px;stroke-dashoffset:-15px}100%{stroke-dasharray:1px,200px;stroke-dashoffset:-126px}}
@media (prefers-reduced-motion:reduce){.pn-spinner,.pn-spinner circle{animation-duration:4s}}
.pn-divider{display:flex;align-items:center;white-space:nowrap;text-align:center;margin:0}
.pn-divider::before,.pn-divider::after{content:"";flex:1 1 auto;border-top:1px solid ${brand.divider}}
.pn-divider>span{padding:0 9.6px}
`;
