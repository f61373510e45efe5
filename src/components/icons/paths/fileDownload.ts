/** Material's FileDownload icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const fileDownloadPath = 'M19 9h-4V3H9v6H5l7 7zM5 18v2h14v-2z';
