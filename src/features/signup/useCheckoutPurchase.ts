import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSaveCardTokenMutation } from '../../api/accountApi';
import { failureText, isApiError } from '../../api/apiError';
import { usePurchaseCreditMutation } from '../../api/creditsApi';
import { usePurchasePhoneMutation } from '../../api/phonesApi';
import {
  subscriptionApi,
  useResubscribeMutation,
  useSubscribeMutation,
  useUpgradeSubscriptionMutation,
} from '../../api/subscriptionApi';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { outcomeUnknown, usePurchaseRunner } from '../../components/payment';
import { paths } from '../../config/paths';
import { centsToDollars, pushEvent } from '../../lib/analytics';
import { sameId } from '../../lib/ids';
import { checkoutAttemptEnded, checkoutAttemptStarted, selectCheckoutAttempt, type CheckoutAttempt } from '../../session/sessionSlice';
import type { Plan } from '../../contract/api';
import { orderItems, priceTodayCents } from './planPricing';
import { signupMessages } from './signupMessages';

/** SPEC §4: resubscribe after a failed renewal, upgrade an existing subscription, else subscribe. */
export type SubscribeKind = CheckoutAttempt['kind'];

export interface CheckoutOrder {
  plan: Plan;
  addOn: boolean;
  kind: SubscribeKind;
  /** The number to buy; null when the customer already has one (bought, ported or in the URL). */
  numberToBuy: string | null;
  /** The caller-ID name of a bought number. */
  phoneName: string;
  recaptchaToken: string;
  /** The upgrade's confirmed quote: the server charges exactly it. */
  quoteId?: string;
}

/** Steps that charge or buy: once done in this checkout visit, a retry skips them. */
type PaidStep = 'plan' | 'addOn' | 'number';

/**
 * The unfinished attempt at this same order, if any (kept in the session across a reload): its
 * kind, not today's, since a subscription it bought makes the order look like an upgrade now.
 */
function unfinishedAttemptAt(saved: CheckoutAttempt | null, order: CheckoutOrder): CheckoutAttempt | null {
  return saved && sameId(saved.planId, order.plan.plan_id) && saved.addOn === order.addOn ? saved : null;
}

const ignore = () => undefined;

/** An API error re-thrown with the text to show; the cause tells the runner whether the outcome is unknown. */
function failedWith(message: string, error: unknown): Error {
  return new Error(message, { cause: error });
}

/**
 * The checkout purchase sequence of SPEC §4: card token, save payment info, subscribe, the
 * optional add-on credits, the number when the customer has none, reload the subscription
 * list, then the purchase event and the next page. A failure stops the sequence (the payment panel
 * then resets the reCAPTCHA); pressing Pay again redoes the card but never a step already paid. An attempt whose
 * end is unknown (a lost answer, a reload) keeps its kind and keys in the session: Pay again sends
 * them again, and the server answers what it already charged instead of charging twice.
 */
export function useCheckoutPurchase() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { run, running } = usePurchaseRunner();
  const [saveCardToken] = useSaveCardTokenMutation();
  const [subscribe] = useSubscribeMutation();
  const [resubscribe] = useResubscribeMutation();
  const [upgrade] = useUpgradeSubscriptionMutation();
  const [purchaseCredit] = usePurchaseCreditMutation();
  const [purchasePhone] = usePurchasePhoneMutation();
  const savedAttempt = useAppSelector(selectCheckoutAttempt);
  const paid = useRef(new Set<PaidStep>());

  const subscribeBy = { subscribe, resubscribe, upgrade } as const;

  /**
   * SPEC §4 'reload the subscription list' after the last purchase step: a request that starts
   * now, every time. A refetch already in flight (started by the subscribe step's tags) began
   * before the number was bought, and a forced refetch would only join it, so it is waited out
   * first. Awaited, not left to the cache tags: the guard of the next page must see the new plan.
   */
  const reloadSubscriptionList = async () => {
    const inFlight = () => dispatch(subscriptionApi.util.getRunningQueryThunk('getActiveSubscriptions', undefined));
    // Its outcome is not this reload's: only its end is awaited.
    for (let running = inFlight(); running; running = inFlight()) await running.then(ignore, ignore);
    // Nothing is in flight and nothing ran since the check: this starts a request of its own.
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

  const pay = async (order: CheckoutOrder, cardToken: () => Promise<string>) => {
    const unfinished = unfinishedAttemptAt(savedAttempt, order);
    const kind = unfinished?.kind ?? order.kind;
    const record = (keys: CheckoutAttempt['keys']) => dispatch(checkoutAttemptStarted({ planId: order.plan.plan_id, addOn: order.addOn, kind, keys }));
    let planKey = '';
    const outcome = await run(async (attempt) => {
      const keyFor = (step: PaidStep) => unfinished?.keys[step] ?? attempt.keyFor(step);
      planKey = keyFor('plan');
      // Recorded before anything is charged: a reload from here on resumes this attempt.
      record({ plan: planKey, addOn: keyFor('addOn') });
      const recaptcha_token = order.recaptchaToken;
      const token = await cardToken();
      await saveCardToken({ user_stripe_token: token }).unwrap();

      if (!paid.current.has('plan')) {
        const quote = kind === 'upgrade' && order.quoteId ? { quote_id: order.quoteId } : {};
        await subscribeBy[kind]({ plan: order.plan.plan_id, recaptcha_token, ...quote, idempotencyKey: keyFor('plan') }).unwrap();
        paid.current.add('plan');
      }
      if (order.addOn && !paid.current.has('addOn')) {
        try {
          await purchaseCredit({ plan: null, recaptcha_token, idempotencyKey: keyFor('addOn') }).unwrap();
        } catch (error) {
          // purchaseCredit's failures are left to the screen (creditsApi `reportsOwnErrors`): SPEC §8's
          // text; but a 429 was toasted with its own (when to try again), and is shown as it is.
          if (isApiError(error) && error.status === 429) throw error;
          throw failedWith(signupMessages.addCreditsFailed, error);
        }
        paid.current.add('addOn');
      }
      if (order.numberToBuy && !paid.current.has('number')) {
        await purchasePhone({ phone: order.numberToBuy, phone_name: order.phoneName }).unwrap();
        paid.current.add('number');
      }
      await reloadSubscriptionList();
      dispatch(checkoutAttemptEnded());

      pushEvent({
        event: 'purchase',
        ecommerce: {
          transaction_id: keyFor('plan'),
          currency: 'USD',
          value: centsToDollars(priceTodayCents(order.plan, order.addOn)),
          items: orderItems(order.plan, order.addOn),
        },
      });
      // SPEC §4: a re-subscription goes back to the account; a new customer to the success page.
      await navigate(kind === 'resubscribe' ? paths.dashboard.account : paths.subscribeSuccess);
    });
    // A known failure (a declined card, a refusal) charged nothing more: the next Pay is a new
    // attempt, except that a plan already paid keeps its key, to be answered again after a reload.
    if (outcome.status === 'failed' && !outcomeUnknown(outcome.error)) {
      if (paid.current.has('plan')) record({ plan: planKey });
      else dispatch(checkoutAttemptEnded());
    }
    return outcome;
  };

  /**
   * Whether Pay would upgrade the plan now (to be confirmed on its quote first): not when an
   * unfinished attempt was a subscription, nor once the plan of this visit is paid.
   */
  const upgrades = (order: Omit<CheckoutOrder, 'recaptchaToken'>) =>
    (unfinishedAttemptAt(savedAttempt, order as CheckoutOrder)?.kind ?? order.kind) === 'upgrade' && !paid.current.has('plan');

  return { pay, paying: running, upgrades };
}
