import { typeOf, typographyVariants, type PlainSheet } from './cssText';

/**
 * What MUI's CssBaseline sets for the whole document, and MUI Typography's variants as classes
 * (`.pn-h1` … `.pn-overline`, from the theme's own type scale), so MUI and plain parts share one look.
 */
export const baseCss: PlainSheet = (theme) => {
  const { palette } = theme.vars;
  // (The button variant's class is the button itself: .pn-button, controlsCss.)
  const variants = typographyVariants.filter((variant) => variant !== 'button').map((variant) => `.pn-${variant}{margin:0;${typeOf(theme, variant)}}`).join('\n');
  return `
html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
strong,b{font-weight:${theme.typography.fontWeightBold}}
body{margin:0;color:${palette.text.primary};${typeOf(theme, 'body1')}background-color:${palette.background.default}}
@media print{body{background-color:${palette.common.white}}}
${variants}
.pn-gutter{margin-bottom:.35em}
.pn-secondary{color:${palette.text.secondary}}
.pn-center{text-align:center}
.pn-start{text-align:start}
.pn-stack{display:flex;flex-direction:column}
`;
};
