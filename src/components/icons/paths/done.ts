/** Material's Done icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const donePath = 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z';
