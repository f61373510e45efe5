import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useGetProfileQuery } from '../../../api/accountApi';
import { useGetActiveSubscriptionsQuery, useGetSubscriptionQuery } from '../../../api/subscriptionApi';
import { selectChosenPhoneNumber, selectSelectedPlan } from '../../../session/sessionSlice';
import { useAppSelector } from '../../../state/hooks';
import { useNotify } from '../../../components/feedback/useNotify';
import { Staged } from '../../../components/staging/Staged';
import { paths } from '../../../config/paths';
import { checkoutStateFrom } from '../../../lib/routeState';
import { CheckoutPayment } from '../components/CheckoutPayment';
import { CheckoutSummary } from '../components/CheckoutSummary';
import { priceTodayCents } from '../planPricing';
import { signupMessages } from '../signupMessages';
import type { SubscribeKind } from '../useCheckoutPurchase';
import { useOwnedNumber } from '../useOwnedNumber';

/** /checkout (SPEC §2 Checkout, §4 purchase sequence); default export for lazy loading. */
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

  return (
    <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Checkout
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <CheckoutSummary plan={plan} addOn={addOn} phoneNumber={phoneNumber} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {/*
            Issue 26 (total blocking time): the payment mounts a paint after the summary (and its
            own end a paint after its card form), so that putting the page on screen is three
            commits of styles rather than one long task. Beside the summary or below it, its coming
            moves nothing.
          */}
          <Staged>
            <CheckoutPayment order={order} label={plan.plan_name_en} amountCents={priceTodayCents(plan, addOn)} />
          </Staged>
        </Grid>
      </Grid>
    </Container>
  );
}
