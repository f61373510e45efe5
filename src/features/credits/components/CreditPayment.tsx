import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../api/apiError';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { usePurchaseCreditMutation } from '../../../api/creditsApi';
import { useNotify } from '../../../components/feedback/useNotify';
import {
  ApplePayButton,
  CardError,
  CardForm,
  cardMessages,
  usePurchaseRunner,
  type CardFormHandle,
} from '../../../components/payment';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import { formatMoney } from '../../../lib/formatMoney';
import type { AddCreditState } from '../../../lib/routeState';
import { creditMessages } from '../creditMessages';

type Bundle = AddCreditState['selectedBundle'];

/**
 * Pays for a bundle by card or Apple Pay: the card token is saved with the account, then the
 * bundle is bought with the reCAPTCHA token. The balance reloads through its tag.
 */
export function CreditPayment({ bundle }: { bundle: Bundle }) {
  const cardForm = useRef<CardFormHandle>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  const [saveCardToken] = useSaveCardTokenMutation();
  const [purchaseCredit] = usePurchaseCreditMutation();
  const notify = useNotify();
  const { run, running } = usePurchaseRunner({ recaptcha });
  const onRecaptchaError = useCallback((message: string) => notify.error(message), [notify]);

  /** True when paid. `cardToken` comes from Apple Pay, or from the card form when absent. */
  const pay = async (cardToken?: string): Promise<boolean> => {
    if (!recaptchaToken) return false;
    let buying = false;
    const outcome = await run(async (attempt) => {
      let token = cardToken;
      if (!token) {
        if (!cardForm.current) throw new CardError(cardMessages.stripeNotInit);
        token = await cardForm.current.createToken();
      }
      await saveCardToken({ user_stripe_token: token }).unwrap();
      buying = true;
      await purchaseCredit({
        plan: bundle.purchase_name,
        recaptcha_token: recaptchaToken,
        idempotencyKey: attempt.keyFor('purchaseCredit'),
      }).unwrap();
    });
    // purchaseCredit is reported by this screen (errorMiddleware's reportedByScreen).
    if (outcome.status === 'failed' && buying && isApiError(outcome.error)) notify.error(creditMessages.failed);
    if (outcome.status !== 'done') return false;
    notify.success(creditMessages.added);
    // The token was spent: another purchase needs a new check.
    recaptcha.current?.reset();
    return true;
  };

  const payWithApplePay = async (token: string) => {
    if (!(await pay(token))) throw new Error(creditMessages.failed);
  };

  return (
    <Stack spacing={3}>
      <CardForm ref={cardForm} disabled={running} />
      <ApplePayButton
        amountCents={Math.round(bundle.price * 100)}
        label={`${bundle.credits} credits`}
        onToken={payWithApplePay}
        disabled={!recaptchaToken || running}
      />
      <Divider />
      <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={onRecaptchaError} />
      <Button
        variant="contained"
        size="large"
        disabled={!recaptchaToken || running}
        onClick={() => void pay()}
        sx={{ alignSelf: 'flex-start' }}
      >
        Pay {formatMoney(bundle.price)}
      </Button>
    </Stack>
  );
}
