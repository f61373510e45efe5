import { useNavigate } from 'react-router-dom';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { usePurchaseEsimMutation } from '../../../api/esimApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePurchaseRunner } from '../../../components/payment';
import { PaymentPanel, type PaymentRequest } from '../../../components/payment/PaymentPanel';
import { purchaseCardFields } from '../../../components/payment/cardUse';
import { useCardOnFile } from '../../../components/payment/useCardOnFile';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/formatMoney';
import type { PurchaseEsimState } from '../../../lib/routeState';

/**
 * Pays for the eSIM with the card on file or a new card (saved with the account first only when
 * kept), then the purchase, then back to the
 * eSIM page where its QR code shows. The reCAPTCHA solved on the eSIM page serves the first
 * attempt; after a failure a new one is asked for here.
 */
export function EsimPayment({ selectedPlan, recaptchaToken, onShown }: PurchaseEsimState & { onShown?(): void }) {
  const [saveCardToken] = useSaveCardTokenMutation();
  const [purchaseEsim] = usePurchaseEsimMutation();
  const notify = useNotify();
  const navigate = useNavigate();
  const { run, running } = usePurchaseRunner();
  const cardOnFile = useCardOnFile();

  const pay = async (request: PaymentRequest) => {
    const outcome = await run(async (attempt) => {
      const cardFields = await purchaseCardFields(request.card, request.cardToken, (token) => saveCardToken({ user_stripe_token: token }).unwrap());
      await purchaseEsim({ plan_id: selectedPlan.id, recaptcha_token: request.recaptchaToken, ...cardFields, idempotencyKey: attempt.keyFor('purchaseEsim') }).unwrap();
    });
    if (outcome.status === 'done') {
      notify.success('Your eSIM is ready. Scan its QR code to install it.');
      void navigate(paths.dashboard.esim);
    }
    return outcome;
  };

  return (
    <PaymentPanel
      payLabel={`Pay ${formatMoney(selectedPlan.price)}`}
      running={running}
      cardOnFile={cardOnFile}
      chargeToday={Math.round(selectedPlan.price * 100)}
      solvedRecaptcha={recaptchaToken}
      onPay={pay}
      onShown={onShown}
    />
  );
}
