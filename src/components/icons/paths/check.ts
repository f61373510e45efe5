/** Material's Check icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const checkPath = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
