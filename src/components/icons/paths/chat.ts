/** Material's Chat icon (Apache-2.0), as @mui/icons-material draws it: one module per icon, so a bundle carries only its own. */
export const chatPath = 'M20 2H4c-1.1 0-1.99.9-1.99 2L2 22l4-4h14c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2M6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z';
