/**
 * Evaluated before the account page's tab strip, each in a task of its own (lazyPart's
 * `evaluateFirst`): MUI's button base, then its tab. Without these steps (and the devices' below)
 * /dashboard/account's blocking time went from 0–164 ms to 45–468 ms (bench lighthouse).
 */
export const tabStripWarmUp = [() => import('@mui/material/ButtonBase'), () => import('@mui/material/Tab')];
