/**
 * Evaluated before the area-code card, each in a task of its own (lazyPart's `evaluateFirst`):
 * MUI's button base, then its outlined input. In one task with the card they blocked input on a
 * phone: without these steps /area-code's blocking time went from 0–88 ms to 155–286 ms (bench
 * lighthouse, 3 runs each way).
 */
export const areaCodeStepsWarmUp = [() => import('@mui/material/ButtonBase'), () => import('@mui/material/OutlinedInput')];
