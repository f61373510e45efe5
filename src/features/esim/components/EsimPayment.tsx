import { useNavigate } from 'react-router-dom';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { usePurchaseEsimMutation } from '../../../api/esimApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePurchaseRunner } from '../../../components/payment';
import { PaymentPanel, type PaymentRequest } from '../../../components/payment/PaymentPanel';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/formatMoney';
import type { PurchaseEsimState } from '../../../lib/routeState';

/**
 * Pays for the eSIM: card token, saved with the account, then the purchase, then back to the
 * eSIM page where its QR code shows. The reCAPTCHA solved on the eSIM page serves the first
 * attempt; after a failure a new one is asked for here.
 */
export function EsimPayment({ selectedPlan, recaptchaToken }: PurchaseEsimState) {
  const [saveCardToken] = useSaveCardTokenMutation();
  const [purchaseEsim] = usePurchaseEsimMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { run, running } = usePurchaseRunner();

  const pay = async (request: PaymentRequest) => {
    const outcome = await run(async (attempt) => {
      await saveCardToken({ user_stripe_token: await request.cardToken() }).unwrap();
      await purchaseEsim({ plan_id: selectedPlan.id, recaptcha_token: request.recaptchaToken, idempotencyKey: attempt.keyFor('purchaseEsim') }).unwrap();
    });
    if (outcome.status === 'done') {
      notify.success('Your eSIM is ready. Scan its QR code to install it.');
      void navigate(paths.dashboard.esim);
    }
    return outcome;
  };

  return <PaymentPanel payLabel={`Pay ${formatMoney(selectedPlan.price)}`} running={running} solvedRecaptcha={recaptchaToken} onPay={pay} />;
}
