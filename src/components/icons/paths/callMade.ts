/** Material's CallMade icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const callMadePath = 'M9 5v2h6.59L4 18.59 5.41 20 17 8.41V15h2V5z';
