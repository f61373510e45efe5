import { brand } from '../brand';

/** What MUI's CssBaseline set for the whole document, so MUI and plain parts share one page look. */
export const baseCss = `
html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
strong,b{font-weight:700}
body{margin:0;color:${brand.text};font-family:${brand.fontFamily};font-weight:400;font-size:1rem;line-height:1.5;letter-spacing:.00938em;background-color:${brand.background}}
@media print{body{background-color:#fff}}
.pn-h1{margin:0;font-size:2rem;font-weight:700;line-height:1.167;letter-spacing:-.01562em}
.pn-body2{margin:0;font-size:.875rem;line-height:1.43;letter-spacing:.01071em}
.pn-gutter{margin-bottom:.35em}
.pn-secondary{color:${brand.textSecondary}}
.pn-center{text-align:center}
.pn-stack{display:flex;flex-direction:column}
`;
