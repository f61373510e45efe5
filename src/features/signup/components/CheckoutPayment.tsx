import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { ApplePayButton, CardError, CardForm, cardMessages, type CardFormHandle } from '../../../components/payment';
import { useNotify } from '../../../components/feedback/useNotify';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import { useCheckoutPurchase, type CheckoutOrder } from '../useCheckoutPurchase';

interface CheckoutPaymentProps {
  /** The order as it stands when Pay is pressed (the reCAPTCHA token is added here). */
  order(): Omit<CheckoutOrder, 'recaptchaToken'>;
  label: string;
  amountCents: number;
}

/** Card or Apple Pay, the reCAPTCHA, and Pay (disabled until the reCAPTCHA is solved). */
export function CheckoutPayment({ order, label, amountCents }: CheckoutPaymentProps) {
  const notify = useNotify();
  const card = useRef<CardFormHandle>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  const { pay, paying } = useCheckoutPurchase(recaptcha);

  const payByCard = () => {
    if (!recaptchaToken) return;
    void pay({ ...order(), recaptchaToken }, () =>
      card.current ? card.current.createToken() : Promise.reject(new CardError(cardMessages.stripeNotInit)),
    );
  };

  const payByApplePay = async (token: string) => {
    if (!recaptchaToken) throw new Error('reCAPTCHA not solved');
    const outcome = await pay({ ...order(), recaptchaToken }, () => Promise.resolve(token));
    if (outcome.status !== 'done') throw new Error('Apple Pay payment not completed');
  };

  return (
    <Paper component="section" aria-labelledby="payment-heading" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography id="payment-heading" variant="h2">
          Payment
        </Typography>
        <CardForm ref={card} disabled={paying} />
        <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={notify.error} />
        <Button variant="contained" size="large" disabled={!recaptchaToken || paying} onClick={payByCard}>
          Pay
        </Button>
        {/* Renders nothing where the browser has no Apple Pay. */}
        <ApplePayButton amountCents={amountCents} label={label} onToken={payByApplePay} disabled={!recaptchaToken || paying} />
      </Stack>
    </Paper>
  );
}
