import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { failureText } from '../../../api/apiError';
import { useGetEsimPlansQuery } from '../../../api/esimApi';
import { useNotify } from '../../../components/feedback/useNotify';
import { Stack } from '../../../components/plain/layout/Stack';
import { PlainButton } from '../../../components/plain/PlainButton';
import { PlainErrorWithRetry } from '../../../components/plain/PlainErrorWithRetry';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
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

  if (plans.isLoading) return <PlainLoadingState label="Loading eSIM plans" />;
  if (plans.isError || !plans.data || plans.data.success === false) {
    return (
      <PlainErrorWithRetry
        title="eSIM plans could not be loaded"
        message={plans.error ? failureText(plans.error) : 'Please try again.'}
        onRetry={() => void plans.refetch()}
      />
    );
  }
  const offered = plans.data.plans;
  if (offered.length === 0) return <p className="pn-body1 pn-secondary">No eSIM plan is on sale right now.</p>;

  const chosen = offered.find((plan) => sameId(plan.id, chosenId)) ?? offered[0];
  const purchase = () => {
    if (!recaptchaToken) return;
    const state: PurchaseEsimState = { selectedPlan: { id: chosen.id, price: chosen.price }, recaptchaToken };
    void navigate(paths.purchaseEsim, { state });
  };

  const several = offered.length > 1;
  return (
    <Stack gap={3} className="esim-offer">
      {/* Said once for all the plans, not on every card. */}
      {several && <EsimFacts />}
      <Stack gap={2} role={several ? 'radiogroup' : undefined} aria-label="eSIM plans">
        {offered.map((plan) => (
          <EsimPlanCard
            key={plan.id}
            price={plan.price}
            description={plan.descriptions.en}
            withFacts={!several}
            control={
              several && (
                <span className="pn-choice__label">
                  <input
                    type="radio"
                    name="esim-plan"
                    checked={sameId(plan.id, chosen.id)}
                    onChange={() => setChosenId(plan.id)}
                    aria-label={`${plan.descriptions.en}, ${formatMoney(plan.price)}`}
                  />
                </span>
              )
            }
          />
        ))}
      </Stack>
      <Recaptcha onChange={setRecaptchaToken} onError={onRecaptchaError} />
      <div>
        <PlainButton variant="contained" size="large" disabled={!recaptchaToken} onClick={purchase}>
          Purchase
        </PlainButton>
      </div>
    </Stack>
  );
}
