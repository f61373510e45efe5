import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetEsimPlansQuery } from '../../../api/esimApi';
import { ErrorWithRetry } from '../../../components/feedback/ErrorWithRetry';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/useNotify';
import { Recaptcha } from '../../../components/recaptcha/Recaptcha';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/formatMoney';
import { sameId } from '../../../lib/ids';
import type { PurchaseEsimState } from '../../../lib/routeState';
import type { Id } from '../../../contract/api';
import { EsimFacts, EsimPlanCard } from './EsimPlanCard';

/** No eSIM yet: the plan on sale, a reCAPTCHA and Purchase, which goes on to payment. */
export function EsimPurchaseOffer() {
  const plans = useGetEsimPlansQuery();
  const navigate = useNavigate();
  const notify = useNotify();
  const [chosenId, setChosenId] = useState<Id | null>(null);
  const [recaptchaToken, setRecaptchaToken] = useState<string | null>(null);
  const onRecaptchaError = useCallback((message: string) => notify.error(message), [notify]);

  if (plans.isLoading) return <LoadingState label="Loading eSIM plans" />;
  if (plans.isError || !plans.data || plans.data.success === false) {
    return (
      <ErrorWithRetry
        title="eSIM plans could not be loaded"
        message={plans.error ? failureText(plans.error) : 'Please try again.'}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  const offered = plans.data.plans;
  if (offered.length === 0) return <Typography color="text.secondary">No eSIM plan is on sale right now.</Typography>;

  const chosen = offered.find((plan) => sameId(plan.id, chosenId)) ?? offered[0];
  const purchase = () => {
    if (!recaptchaToken) return;
    const state: PurchaseEsimState = { selectedPlan: { id: chosen.id, price: chosen.price }, recaptchaToken };
    navigate(paths.purchaseEsim, { state });
  };

  const several = offered.length > 1;
  return (
    <Stack spacing={3} sx={{ maxWidth: 560 }}>
      {/* Said once for all the plans, not on every card. */}
      {several && <EsimFacts />}
      <Stack spacing={2} role={several ? 'radiogroup' : undefined} aria-label="eSIM plans">
        {offered.map((plan) => (
          <EsimPlanCard
            key={plan.id}
            price={plan.price}
            description={plan.descriptions.en}
            withFacts={!several}
            control={
              several && (
                <Radio
                  checked={sameId(plan.id, chosen.id)}
                  onChange={() => setChosenId(plan.id)}
                  slotProps={{ input: { 'aria-label': `${plan.descriptions.en}, ${formatMoney(plan.price)}` } }}
                />
              )
            }
          />
        ))}
      </Stack>
      <Recaptcha onChange={setRecaptchaToken} onError={onRecaptchaError} />
      <Button variant="contained" size="large" disabled={!recaptchaToken} onClick={purchase} sx={{ alignSelf: 'flex-start' }}>
        Purchase
      </Button>
    </Stack>
  );
}
