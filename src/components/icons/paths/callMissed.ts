/** Material's CallMissed icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const callMissedPath = 'M19.59 7 12 14.59 6.41 9H11V7H3v8h2v-4.59l7 7 9-9z';
