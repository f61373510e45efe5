import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { usePurchaseEsimMutation } from '../../../api/esimApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { CardError, CardForm, cardMessages, usePurchaseRunner, type CardFormHandle } from '../../../components/payment';
import { Recaptcha, type RecaptchaHandle } from '../../../components/recaptcha/Recaptcha';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/formatMoney';
import type { PurchaseEsimState } from '../../../lib/routeState';

/**
 * Pays for the eSIM: card token, saved with the account, then the purchase, then back to the
 * eSIM page where its QR code shows. The reCAPTCHA solved on the eSIM page serves the first
 * attempt; after a failure a new one is asked for here.
 */
export function EsimPayment({ selectedPlan, recaptchaToken: carriedToken }: PurchaseEsimState) {
  const cardForm = useRef<CardFormHandle>(null);
  const recaptcha = useRef<RecaptchaHandle>(null);
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(carriedToken ?? null);
  const [askRecaptcha, setAskRecaptcha] = useState(!carriedToken);
  const [saveCardToken] = useSaveCardTokenMutation();
  const [purchaseEsim] = usePurchaseEsimMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { run, running } = usePurchaseRunner({ recaptcha });
  const onRecaptchaError = useCallback((message: string) => notify.error(message), [notify]);

  const pay = async () => {
    if (!recaptchaToken) return;
    const outcome = await run(async (attempt) => {
      if (!cardForm.current) throw new CardError(cardMessages.stripeNotInit);
      const token = await cardForm.current.createToken();
      await saveCardToken({ user_stripe_token: token }).unwrap();
      await purchaseEsim({
        plan_id: selectedPlan.id,
        recaptcha_token: recaptchaToken,
        idempotencyKey: attempt.keyFor('purchaseEsim'),
      }).unwrap();
    });
    if (outcome.status === 'failed' && !askRecaptcha) {
      // The carried token may be spent or expired.
      setRecaptchaToken(null);
      setAskRecaptcha(true);
    }
    if (outcome.status !== 'done') return;
    notify.success('Your eSIM is ready. Scan its QR code to install it.');
    navigate(paths.dashboard.esim);
  };

  return (
    <Stack spacing={3}>
      <CardForm ref={cardForm} disabled={running} />
      {askRecaptcha && <Recaptcha ref={recaptcha} onChange={setRecaptchaToken} onError={onRecaptchaError} />}
      <Button
        variant="contained"
        size="large"
        disabled={!recaptchaToken || running}
        onClick={() => void pay()}
        sx={{ alignSelf: 'flex-start' }}
      >
        Pay {formatMoney(selectedPlan.price)}
      </Button>
    </Stack>
  );
}
