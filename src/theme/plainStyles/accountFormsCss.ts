import { typeOf, type PlainSheet } from './cssText';

/**
 * The account page's tabs in plain elements (Edit information; Blocked numbers: the block form's row, the empty line): sections split by rules, fields side by side from
 * 600 px, the verification badges (MUI's small outlined Chip), the form message and an
 * indeterminate progress bar (MUI's LinearProgress).
 */
export const accountFormsCss: PlainSheet = (theme) => {
  const { palette } = theme.vars;
  const { pxToRem } = theme.typography;
  return `
/* The tab strip's place (MUI Tabs: 48 px, then mb 3) while it is on its way: nothing below moves. */
.pn-tabs-space{height:48px;margin-bottom:${theme.spacing(3)}}
.pn-sections{display:flex;flex-direction:column;gap:${theme.spacing(3)}}
.pn-sections>hr{margin:0;border:0;border-bottom:1px solid ${palette.divider}}
/* A section's heading that takes the focus back from a popup, and the line under it. */
.account-heading:focus{outline:none}
.account-intro{margin-bottom:${theme.spacing(1)}}
/* Download your data: the spinner in its 'Preparing' line, the lines under the button. */
.export-preparing{display:flex;align-items:center;gap:${theme.spacing(1)}}
.export-failed{margin-bottom:${theme.spacing(1)}}
.export-next{margin-top:${theme.spacing(1)}}
/* Signed-in devices: one row per browser (name, 'This device', address, times; its sign-out button). */
.devices-list{margin:0;padding:0;list-style:none}
.devices-item{display:flex;flex-wrap:wrap;align-items:center;gap:${theme.spacing(1.5)};padding:${theme.spacing(1.5)} 0;border-bottom:1px solid ${palette.divider}}
.devices-item__text{flex:1 1 16rem;min-width:0}
.devices-item__name{display:flex;flex-wrap:wrap;align-items:center;gap:${theme.spacing(1)}}
.devices-chip{display:inline-flex;align-items:center;height:24px;padding:0 8px;border-radius:12px;background-color:${palette.primary.main};color:${palette.primary.contrastText};font-size:${pxToRem(13)};line-height:1;white-space:nowrap}
/* The switches that depend on 'Notify me on this device', set in under it. */
.notifications-kinds{display:flex;flex-direction:column;padding-left:${theme.spacing(4)}}
.pn-section{display:flex;flex-direction:column;gap:${theme.spacing(1.5)}}
.pn-fields{display:flex;flex-direction:column;gap:${theme.spacing(2)}}
@media (min-width:${theme.breakpoints.values.sm}px){.pn-fields{flex-direction:row}.pn-fields--center{align-items:center}}
.pn-anywhere{overflow-wrap:anywhere}
.account-block{align-items:flex-start}
.account-block__field{flex:1 1 220px;max-width:320px}
.account-blocked__none{padding:${theme.spacing(2)} 0}
.pn-form-error{margin:3px 0 0;color:${palette.error.main};${typeOf(theme, 'caption')}}
.pn-chip{display:inline-flex;align-items:center;height:24px;box-sizing:border-box;border-radius:12px;border:1px solid ${palette.Chip.defaultBorder};color:${palette.text.primary};font-family:${theme.typography.fontFamily};font-size:${pxToRem(13)};white-space:nowrap;vertical-align:middle}
.pn-chip>svg{margin:0 -4px 0 2px;font-size:18px}
.pn-chip>span{padding:0 7px}
.pn-chip--success{color:${palette.success.main};border-color:${theme.alpha(palette.success.main, 0.7)}}
.pn-chip--warning{border-color:${palette.warning.main}}
.pn-chip--warning>svg{color:${palette.warning.main}}
.pn-button.pn-button--flush{padding-left:0;padding-right:0}
.pn-file-button:focus-visible{outline:2px solid ${palette.primary.main};outline-offset:2px}
.pn-progress{position:relative;overflow:hidden;height:4px;background-color:${palette.LinearProgress.primaryBg}}
.pn-progress::before{content:"";position:absolute;top:0;bottom:0;left:0;width:40%;background-color:${palette.primary.main};animation:pn-progress 1.6s ease-in-out infinite}
@keyframes pn-progress{0%{transform:translateX(-100%)}100%{transform:translateX(250%)}}
@media (prefers-reduced-motion:reduce){.pn-progress::before{animation-duration:4s}}
`;
};
