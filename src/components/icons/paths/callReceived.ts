/** Material's CallReceived icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const callReceivedPath = 'M20 5.41 18.59 4 7 15.59V9H5v10h10v-2H8.41z';
