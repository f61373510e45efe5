import { isApiError } from '../../../api/apiError';
import { useSaveCardTokenMutation } from '../../../api/accountApi';
import { usePurchaseCreditMutation } from '../../../api/creditsApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { usePurchaseRunner, type PurchaseOutcome } from '../../../components/payment';
import { PaymentPanel, type PaymentRequest } from '../../../components/payment/PaymentPanel';
import { purchaseCardFields } from '../../../components/payment/cardUse';
import { useCardOnFile } from '../../../components/payment/useCardOnFile';
import { formatCredits } from '../../../lib/formatBalance';
import { formatMoney } from '../../../lib/formatMoney';
import type { AddCreditState } from '../../../lib/routeState';
import { creditMessages } from '../creditMessages';

type Bundle = AddCreditState['selectedBundle'];

/**
 * Pays for a bundle with the card on file, a new card or Apple Pay: a new card to keep
 * is saved with the account first (SPEC §7), one to charge once goes with the purchase; then the
 * bundle is bought with the reCAPTCHA token. The balance reloads through its tag.
 */
export function CreditPayment({ bundle, onShown, onPaid }: { bundle: Bundle; onShown?(): void; onPaid?(): void }) {
  const [saveCardToken] = useSaveCardTokenMutation();
  const [purchaseCredit] = usePurchaseCreditMutation();
  const notify = useNotify();
  const { run, running } = usePurchaseRunner();
  const cardOnFile = useCardOnFile();
  const priceCents = Math.round(bundle.price * 100);

  const pay = async ({ recaptchaToken, cardToken, card }: PaymentRequest): Promise<PurchaseOutcome<void>> => {
    let buying = false;
    const outcome = await run(async (attempt) => {
      const cardFields = await purchaseCardFields(card, cardToken, (token) => saveCardToken({ user_stripe_token: token }).unwrap());
      buying = true;
      await purchaseCredit({ plan: bundle.purchase_name, recaptcha_token: recaptchaToken, ...cardFields, idempotencyKey: attempt.keyFor('purchaseCredit') }).unwrap();
    });
    // purchaseCredit is reported by this screen (creditsApi `reportsOwnErrors`), with its own
    // text, which the panel then keeps in view; a 429 was toasted with its own text (when to try
    // again), which the panel keeps instead.
    if (outcome.status === 'failed' && buying && isApiError(outcome.error) && outcome.error.status !== 429) {
      notify.error(creditMessages.failed);
      return { status: 'failed', error: new Error(creditMessages.failed, { cause: outcome.error }) };
    }
    if (outcome.status === 'done') {
      notify.success(creditMessages.added);
      onPaid?.();
    }
    return outcome;
  };

  return (
    <PaymentPanel
      payLabel={`Pay ${formatMoney(bundle.price)}`}
      running={running}
      cardOnFile={cardOnFile}
      chargeToday={priceCents}
      applePay={{ amountCents: priceCents, label: formatCredits(bundle.credits) }}
      onPay={pay}
      onShown={onShown}
    />
  );
}
