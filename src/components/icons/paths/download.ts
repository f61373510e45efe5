/** Material's Download icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const downloadPath = 'M5 20h14v-2H5zM19 9h-4V3H9v6H5l7 7z';
