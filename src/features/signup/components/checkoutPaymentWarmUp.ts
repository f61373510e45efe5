/**
 * Evaluated before the checkout's payment, each in a task of its own (lazyPart's `evaluateFirst`):
 * MUI's button base, its outlined input, the card form's rules, then the payment panel. Without
 * these steps /checkout's blocking time went from 89–219 ms to 166–594 ms (bench lighthouse).
 */
export const checkoutPaymentWarmUp = [
  () => import('@mui/material/ButtonBase'),
  () => import('@mui/material/OutlinedInput'),
  () => import('../../../components/payment/sandbox/sandboxCardSchema'),
  () => import('../../../components/payment/PaymentPanel'),
];
