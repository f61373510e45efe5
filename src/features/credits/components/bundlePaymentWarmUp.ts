/**
 * Evaluated before the add-credit payment, each in a task of its own (lazyPart's `evaluateFirst`):
 * MUI's button base, its outlined input, the card form's rules, then the payment panel. Without
 * these steps /add-credit's blocking time went from 23–120 ms to 283–343 ms (bench lighthouse).
 */
export const bundlePaymentWarmUp = [
  () => import('@mui/material/ButtonBase'),
  () => import('@mui/material/OutlinedInput'),
  () => import('../../../components/payment/sandbox/sandboxCardSchema'),
  () => import('../../../components/payment/PaymentPanel'),
];
