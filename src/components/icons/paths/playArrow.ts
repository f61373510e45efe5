/** Material's PlayArrow icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const playArrowPath = 'M8 5v14l11-7z';
