import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PaymentPanel } from '../../../components/payment/PaymentPanel';
import { useCheckoutPurchase, type CheckoutOrder } from '../useCheckoutPurchase';

interface CheckoutPaymentProps {
  /** The order as it stands when Pay is pressed (the reCAPTCHA token is added here). */
  order(): Omit<CheckoutOrder, 'recaptchaToken'>;
  label: string;
  amountCents: number;
}

/** Card or Apple Pay, the reCAPTCHA, and Pay (disabled until the reCAPTCHA is solved). */
export function CheckoutPayment({ order, label, amountCents }: CheckoutPaymentProps) {
  const { pay, paying } = useCheckoutPurchase();
  return (
    <Paper component="section" aria-labelledby="payment-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography id="payment-heading" variant="h2">
          Payment
        </Typography>
        <PaymentPanel
          payLabel="Pay"
          wide
          running={paying}
          applePay={{ amountCents, label }}
          onPay={({ recaptchaToken, cardToken }) => pay({ ...order(), recaptchaToken }, cardToken)}
        />
      </Stack>
    </Paper>
  );
}
