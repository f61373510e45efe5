import { Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useGetProfileQuery } from '../../../api/accountApi';
import { useGetActiveSubscriptionsQuery, useGetSubscriptionQuery } from '../../../api/subscriptionApi';
import { selectChosenPhoneNumber, selectSelectedPlan } from '../../../session/sessionSlice';
import { useAppSelector } from '../../../state/hooks';
import { useNotify } from '../../../components/feedback/useNotify';
import { paths } from '../../../config/paths';
import { checkoutStateFrom, type CheckoutState } from '../../../lib/routeState';
import { PlainLink } from '../../../components/plain/PlainLink';
import { SANDBOX_CARD_NOTE, usesSandboxCardForm } from '../../../components/payment/sandbox/sandboxCardNote';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Staged } from '../../../components/staging/Staged';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { twoChargesText } from '../chargesToday';
import { useOrderNumber } from '../useOrderNumber';
import { priceTodayCents } from '../planPricing';
import { signupMessages } from '../signupMessages';
import type { SubscribeKind } from '../useCheckoutPurchase';
import { useOwnedNumber } from '../useOwnedNumber';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Page } from '../../../components/plain/layout/Page';
import { CheckoutPayment } from '../parts';

/**
 * /checkout (SPEC §2 Checkout, §4 purchase sequence); default export for lazy loading. Plain: the
 * heading, the order and the payment panel's heading (with the sandbox form's note, the page's
 * largest paint) are on screen before MUI's code has loaded and run; the card form,
 * reCAPTCHA and Pay come one paint later.
 */
export default function CheckoutPage() {
  const { search, state } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const plan = useAppSelector(selectSelectedPlan);
  const chosenNumber = useAppSelector(selectChosenPhoneNumber);
  const ownedNumber = useOwnedNumber();
  const { data: subscription } = useGetSubscriptionQuery();
  const { data: activeSubscriptions } = useGetActiveSubscriptionsQuery();
  const { data: profile } = useGetProfileQuery();
  const { addOn } = checkoutStateFrom(state);
  const orderNumber = useOrderNumber();
  const phoneNumber = ownedNumber ?? chosenNumber;
  const reportedMissingNumber = useRef(false);

  // SPEC §4: no number chosen (and none owned): say so and start again at /area-code.
  useEffect(() => {
    if (!plan || phoneNumber || reportedMissingNumber.current) return;
    reportedMissingNumber.current = true;
    notify.error(signupMessages.noPhoneNumberChosen);
    void navigate(paths.areaCode, { replace: true });
  }, [plan, phoneNumber, notify, navigate]);

  if (!plan) return <Navigate to={{ pathname: paths.pricing, search }} replace />;

  const order = () => {
    const kind: SubscribeKind =
      subscription?.status === 'transition' ? 'resubscribe' : (activeSubscriptions?.length ?? 0) > 0 ? 'upgrade' : 'subscribe';
    const name = `${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`.trim();
    const numberToBuy = ownedNumber ? null : chosenNumber;
    return { plan, addOn, kind, numberToBuy, phoneName: name || (numberToBuy ?? '') };
  };

  const twoCharges = addOn ? twoChargesText(plan, order().kind === 'upgrade') : undefined;
  const backToChoice: CheckoutState = { addOn };
  const change = (
    <PlainLink to={{ pathname: paths.pricing, search }} state={backToChoice} variant="body2" aria-label="Change plan or add-on">
      Change
    </PlainLink>
  );
  const sandboxNote = usesSandboxCardForm();
  const loading = <PlainLoadingState label="Loading payment options" />;
  return (
    <Page width="lg">
      <h1 className="pn-h1 pn-gutter">Checkout</h1>
      <div className="pn-checkout">
        <div className="pn-checkout__summary">
          <CheckoutSummary plan={plan} addOn={addOn} orderNumber={orderNumber} change={change} />
        </div>
        <section aria-labelledby="payment-heading" className="pn-checkout__payment pn-panel">
          <Spaced below={2.5}>
            <h2 id="payment-heading" className="pn-h2">
              Payment
            </h2>
          </Spaced>
          {twoCharges && (
            <Spaced below={2}>
              <p className="pn-body1">{twoCharges}</p>
            </Spaced>
          )}
          {sandboxNote && (
            <PlainAlert severity="info" role="note">
              {SANDBOX_CARD_NOTE}
            </PlainAlert>
          )}
          <Spaced above={sandboxNote ? 2 : undefined}>
            <Staged fallback={loading}>
              <Suspense fallback={loading}>
                <CheckoutPayment order={order} label={plan.plan_name_en} amountCents={priceTodayCents(plan, addOn)} noteShownAbove={sandboxNote} />
              </Suspense>
            </Staged>
          </Spaced>
        </section>
      </div>
    </Page>
  );
}
