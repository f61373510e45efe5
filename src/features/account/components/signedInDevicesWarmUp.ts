/**
 * Evaluated before the signed-in devices, each in a task of its own (lazyPart's `evaluateFirst`):
 * MUI's button base, its button, its chip and progress, then one device's row. In one task the
 * chunk's arrival was ~100 ms on a phone (total blocking time).
 */
export const signedInDevicesWarmUp = [
  () => import('@mui/material/ButtonBase'),
  () => import('@mui/material/Button'),
  () => Promise.all([import('@mui/material/Chip'), import('@mui/material/CircularProgress')]),
  () => import('./DeviceItem'),
];
