/** Material's Menu icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const menuPath = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';
