import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetPlansQuery, useGetSubscriptionQuery } from '../../../api/subscriptionApi';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { paths } from '../../../config/paths';
import { centsToDollars, pushEvent } from '../../../lib/analytics';
import type { CheckoutState } from '../../../lib/routeState';
import { planSelected } from '../../../session/sessionSlice';
import { AddOnOption } from '../components/AddOnOption';
import { PlanOption } from '../components/PlanOption';
import { orderItems, priceTodayCents, sortPlans } from '../planPricing';
import { signupMessages } from '../signupMessages';
import { useOwnedNumber } from '../useOwnedNumber';

/** /pricing-page (SPEC §2 Pricing page); default export for lazy loading. */
export default function PricingPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { search } = useLocation();
  const plansQuery = useGetPlansQuery();
  const { data: subscription } = useGetSubscriptionQuery();
  const ownedNumber = useOwnedNumber();
  const rememberedPlanName = useAppSelector((state) => state.session.selectedPlanName);
  const [chosenPlanId, setChosenPlanId] = useState<number | null>(null);
  const [addOn, setAddOn] = useState(false);

  const plans = sortPlans(plansQuery.data ?? []);
  // The first (cheapest) plan by default, or the one named at sign-up (/register?plan=).
  const defaultPlan = plans.find((plan) => plan.plan_name_en === rememberedPlanName) ?? plans[0];
  const selectedPlan = plans.find((plan) => plan.plan_id === chosenPlanId) ?? defaultPlan;

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
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Choose a Plan
      </Typography>
      {subscription?.status === 'transition' && ownedNumber && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {signupMessages.transitionWarning}
        </Alert>
      )}
      {plansQuery.isLoading && <LoadingState label="Loading plans" />}
      {plansQuery.isError && (
        <ErrorWithRetry title="The plans could not be loaded" message={failureText(plansQuery.error)} onRetry={() => void plansQuery.refetch()} />
      )}
      {plansQuery.isSuccess && plans.length === 0 && (
        <ErrorWithRetry title="No plans are available right now" message="Please try again in a moment." onRetry={() => void plansQuery.refetch()} />
      )}
      {selectedPlan && (
        <Stack spacing={3}>
          <RadioGroup
            aria-label="Plans"
            value={String(selectedPlan.plan_id)}
            onChange={(event) => setChosenPlanId(Number(event.target.value))}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: `repeat(${plans.length}, 1fr)` } }}
          >
            {plans.map((plan, index) => (
              <PlanOption key={plan.plan_id} plan={plan} selected={plan === selectedPlan} perYear={index === plans.length - 1} />
            ))}
          </RadioGroup>
          <AddOnOption checked={addOn} onToggle={setAddOn} />
          <Button variant="contained" size="large" onClick={proceed} sx={{ alignSelf: { sm: 'flex-end' } }}>
            Continue
          </Button>
        </Stack>
      )}
    </Container>
  );
}
