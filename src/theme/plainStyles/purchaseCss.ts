import type { PlainSheet } from './cssText';

/**
 * The purchase pages' first view in plain elements (issue 26: their largest paint comes before
 * MUI's code): the page's column (MUI's Box maxWidth 640, p 2 / 4), an outlined panel (MUI's
 * outlined Paper, p 2 / 3) with its title at 1.25rem, and a line kept for a value on its way.
 */
export const purchaseCss: PlainSheet = (theme) => {
  const { palette, shape } = theme.vars;
  const { sm } = theme.breakpoints.values;
  return `
.pn-column{box-sizing:border-box;max-width:640px;margin:0 auto;padding:${theme.spacing(2)}}
@media (min-width:${sm}px){.pn-column{padding:${theme.spacing(4)}}}
.pn-panel{padding:${theme.spacing(2)};background-color:${palette.background.paper};color:${palette.text.primary};border:1px solid ${palette.divider};border-radius:${shape.borderRadius}}
@media (min-width:${sm}px){.pn-panel{padding:${theme.spacing(3)}}}
.pn-panel__title{font-size:1.25rem}
.pn-one-line{min-height:1.5em}
`;
};
