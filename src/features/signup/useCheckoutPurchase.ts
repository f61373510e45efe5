import { useRef, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveCardTokenMutation } from '../../api/accountApi';
import { failureText } from '../../api/apiError';
import { usePurchaseCreditMutation } from '../../api/creditsApi';
import { usePurchasePhoneMutation } from '../../api/phonesApi';
import {
  subscriptionApi,
  useResubscribeMutation,
  useSubscribeMutation,
  useUpgradeSubscriptionMutation,
} from '../../api/subscriptionApi';
import { useAppDispatch } from '../../app/hooks';
import { usePurchaseRunner } from '../../components/payment';
import type { RecaptchaHandle } from '../../components/recaptcha/Recaptcha';
import { paths } from '../../config/paths';
import { centsToDollars, pushEvent } from '../../lib/analytics';
import type { Plan } from '../../types/api';
import { orderItems, priceTodayCents } from './planPricing';
import { signupMessages } from './signupMessages';

/** SPEC §4: resubscribe after a failed renewal, upgrade an existing subscription, else subscribe. */
export type SubscribeKind = 'subscribe' | 'resubscribe' | 'upgrade';

export interface CheckoutOrder {
  plan: Plan;
  addOn: boolean;
  kind: SubscribeKind;
  /** The number to buy; null when the customer already has one (bought, ported or in the URL). */
  numberToBuy: string | null;
  /** The caller-ID name of a bought number. */
  phoneName: string;
  recaptchaToken: string;
}

/** Steps that charge or buy: once done in this checkout visit, a retry skips them. */
type PaidStep = 'plan' | 'addOn' | 'number';

/** An API error re-thrown with the text to show; the cause tells the runner whether the outcome is unknown. */
function failedWith(message: string, error: unknown): Error {
  return new Error(message, { cause: error });
}

/**
 * The checkout purchase sequence of SPEC §4: card token, save payment info, subscribe, the
 * optional add-on credits, the number when the customer has none, reload the subscription
 * list, then the purchase event and the next page. A failure stops the sequence and resets the
 * reCAPTCHA; pressing Pay again redoes the card but never a step already paid.
 */
export function useCheckoutPurchase(recaptcha: RefObject<RecaptchaHandle | null>) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { run, running } = usePurchaseRunner({ recaptcha });
  const [saveCardToken] = useSaveCardTokenMutation();
  const [subscribe] = useSubscribeMutation();
  const [resubscribe] = useResubscribeMutation();
  const [upgrade] = useUpgradeSubscriptionMutation();
  const [purchaseCredit] = usePurchaseCreditMutation();
  const [purchasePhone] = usePurchasePhoneMutation();
  const paid = useRef(new Set<PaidStep>());
  const planPurchase = useRef<{ kind: SubscribeKind; transactionId: string } | null>(null);

  const subscribeBy = { subscribe, resubscribe, upgrade } as const;

  /**
   * Awaited, not left to the cache tags: the guard of the next page must see the new plan, or a
   * stale empty list would send the customer back into the funnel.
   */
  const reloadSubscriptionList = async () => {
    const request = dispatch(subscriptionApi.endpoints.getActiveSubscriptions.initiate(undefined, { forceRefetch: true }));
    try {
      await request.unwrap();
    } catch (error) {
      // A query's failure is not toasted by the error middleware: shown here with its §8 text.
      throw failedWith(failureText(error), error);
    } finally {
      request.unsubscribe();
    }
  };

  const pay = (order: CheckoutOrder, cardToken: () => Promise<string>) =>
    run(async (attempt) => {
      const recaptcha_token = order.recaptchaToken;
      const token = await cardToken();
      await saveCardToken({ user_stripe_token: token }).unwrap();

      if (!paid.current.has('plan')) {
        const idempotencyKey = attempt.keyFor('plan');
        await subscribeBy[order.kind]({ plan: order.plan.plan_id, recaptcha_token, idempotencyKey }).unwrap();
        paid.current.add('plan');
        planPurchase.current = { kind: order.kind, transactionId: idempotencyKey };
      }
      if (order.addOn && !paid.current.has('addOn')) {
        try {
          await purchaseCredit({ plan: null, recaptcha_token, idempotencyKey: attempt.keyFor('addOn') }).unwrap();
        } catch (error) {
          // purchaseCredit's failures are left to the screen (errorMiddleware reportedByScreen): SPEC §8's text.
          throw failedWith(signupMessages.addCreditsFailed, error);
        }
        paid.current.add('addOn');
      }
      if (order.numberToBuy && !paid.current.has('number')) {
        await purchasePhone({ phone: order.numberToBuy, phone_name: order.phoneName }).unwrap();
        paid.current.add('number');
      }
      await reloadSubscriptionList();

      const purchase = planPurchase.current ?? { kind: order.kind, transactionId: attempt.keyFor('plan') };
      pushEvent({
        event: 'purchase',
        ecommerce: {
          transaction_id: purchase.transactionId,
          currency: 'USD',
          value: centsToDollars(priceTodayCents(order.plan, order.addOn)),
          items: orderItems(order.plan, order.addOn),
        },
      });
      // SPEC §4: a re-subscription goes back to the account; a new customer to the success page.
      await navigate(purchase.kind === 'resubscribe' ? paths.dashboard.account : paths.subscribeSuccess);
    });

  return { pay, paying: running };
}
