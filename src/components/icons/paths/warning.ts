/** Material's Warning icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const warningPath = 'M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z';
