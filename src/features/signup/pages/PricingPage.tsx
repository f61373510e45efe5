import { useId, useState, type CSSProperties } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetPlansQuery, useGetSubscriptionQuery } from '../../../api/subscriptionApi';
import { useAppDispatch, useAppSelector } from '../../../state/hooks';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { PlainAlert } from '../../../components/plain/PlainAlert';
import { PlainButton } from '../../../components/plain/PlainButton';
import { paths } from '../../../config/paths';
import { centsToDollars, pushEvent } from '../../../lib/analytics';
import { sameId } from '../../../lib/ids';
import { checkoutStateFrom, type CheckoutState } from '../../../lib/routeState';
import { planSelected, selectSelectedPlanName } from '../../../session/sessionSlice';
import type { Id } from '../../../contract/api';
import { AddOnOption } from '../components/AddOnOption';
import { OrderNumberLine } from '../components/OrderNumberLine';
import { PlanOption } from '../components/PlanOption';
import { orderItems, priceTodayCents, savingPercent, sortPlans } from '../planPricing';
import { signupMessages } from '../signupMessages';
import { useOrderNumber } from '../useOrderNumber';
import { useOwnedNumber } from '../useOwnedNumber';
import { Stack } from '../../../components/plain/layout/Stack';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Page } from '../../../components/plain/layout/Page';

/** /pricing-page (SPEC §2 Pricing page), in plain elements: the page a new customer waits for on a phone. Default export for lazy loading. */
export default function PricingPage() {
  const radioName = useId();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search, state: pageState } = useLocation();
  const plansQuery = useGetPlansQuery();
  const { data: subscription } = useGetSubscriptionQuery();
  const ownedNumber = useOwnedNumber();
  const rememberedPlanName = useAppSelector(selectSelectedPlanName);
  const [chosenPlanId, setChosenPlanId] = useState<Id | null>(null);
  const orderNumber = useOrderNumber();
  // Kept in this page's history entry too: Back from checkout (or its 'Change' link) finds it ticked
  // as left. The box follows its own state at once; the history entry is written after.
  const [addOn, setAddOnNow] = useState(() => checkoutStateFrom(pageState).addOn);
  const setAddOn = (checked: boolean) => {
    setAddOnNow(checked);
    const state: CheckoutState = { addOn: checked };
    void navigate({ pathname: paths.pricing, search }, { replace: true, state });
  };

  const plans = sortPlans(plansQuery.data ?? []);
  // The first (cheapest) plan by default, or the one named at sign-up (/register?plan=).
  const defaultPlan = plans.find((plan) => plan.plan_name_en === rememberedPlanName) ?? plans[0];
  const selectedPlan = plans.find((plan) => sameId(plan.plan_id, chosenPlanId)) ?? defaultPlan;

  const proceed = () => {
    if (!selectedPlan) return;
    dispatch(planSelected(selectedPlan));
    pushEvent({
      event: 'add_to_cart',
      ecommerce: { currency: 'USD', value: centsToDollars(priceTodayCents(selectedPlan, addOn)), items: orderItems(selectedPlan, addOn) },
    });
    const state: CheckoutState = { addOn };
    // ?phone_number= travels on: the guard lets a customer with a number but no plan through with it.
    void navigate({ pathname: paths.checkout, search }, { state });
  };

  return (
    <Page>
      <h1 className="pn-h1 pn-gutter">Choose a Plan</h1>
      <OrderNumberLine orderNumber={orderNumber} below={3} />
      {subscription?.status === 'transition' && ownedNumber && (
        <Spaced below={3}>
          <PlainAlert severity="warning">{signupMessages.transitionWarning}</PlainAlert>
        </Spaced>
      )}
      {plansQuery.isLoading && <PlainLoadingState label="Loading plans" />}
      {plansQuery.isError && (
        <PlainErrorWithRetry title="The plans could not be loaded" message={failureText(plansQuery.error)} onRetry={() => void plansQuery.refetch()} />
      )}
      {plansQuery.isSuccess && plans.length === 0 && (
        <PlainErrorWithRetry title="No plans are available right now" message="Please try again in a moment." onRetry={() => void plansQuery.refetch()} />
      )}
      {selectedPlan && (
        <Stack gap={3}>
          <div role="radiogroup" aria-label="Plans" className="pn-plan-grid" style={{ '--plan-columns': plans.length } as CSSProperties}>
            {plans.map((plan, index) => (
              <PlanOption
                key={plan.plan_id}
                plan={plan}
                groupName={radioName}
                selected={plan === selectedPlan}
                perYear={index === plans.length - 1}
                saving={savingPercent(plan, plans)}
                onSelect={(chosen) => setChosenPlanId(chosen.plan_id)}
              />
            ))}
          </div>
          <AddOnOption checked={addOn} onToggle={setAddOn} />
          <PlainButton variant="contained" size="large" onClick={proceed} className="pn-continue">
            Continue
          </PlainButton>
        </Stack>
      )}
    </Page>
  );
}
