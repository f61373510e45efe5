import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../../components/feedback/useNotify';
import { PlainLoadingState } from '../../../components/plain/PlainLoadingState';
import { Staged } from '../../../components/staging/Staged';
import { paths } from '../../../config/paths';
import { purchaseEsimStateFrom } from '../../../lib/routeState';
import { EsimPlanCard } from '../components/EsimPlanCard';
import { Stack } from '../../../components/plain/layout/Stack';
import { Spaced } from '../../../components/plain/layout/Spaced';
import { Page } from '../../../components/plain/layout/Page';
import { EsimPaymentAndWayBack } from '../parts';

/** SPEC §9: every eSIM comes with 40 MB of cellular data. */
export const INCLUDED_DATA_MB = 40;

export const purchaseEsimMessages = {
  noPlan: 'No E-SIM plan selected',
  noRefund: 'The activation fee is charged once and is not refundable.',
} as const;

/**
 * Opened without a plan (typed in, or reloaded after the state was lost): SPEC §2 'shows No
 * E-SIM plan selected and returns to /dashboard/esim', by itself. The message is a toast, so it
 * is still there on the eSIM page.
 */
function NoPlanSelected() {
  const notify = useNotify();
  const navigate = useNavigate();
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    notify.error(purchaseEsimMessages.noPlan);
    void navigate(paths.dashboard.esim, { replace: true });
  }, [notify, navigate]);
  return null;
}

/**
 * /purchase-esim (SPEC §2 Purchase-esim page): pays for the plan chosen on the eSIM page. Plain:
 * the heading, the plan and its terms (the page's largest paint) are on screen before MUI's code
 * has loaded and run; the payment comes one paint later. The terms sit under the fee
 * they are about, before the payment.
 */
export default function PurchaseEsimPage() {
  const purchase = purchaseEsimStateFrom(useLocation().state);
  if (!purchase) return <NoPlanSelected />;

  const loading = <PlainLoadingState label="Loading payment options" />;
  return (
    <Page width="column">
      <h1 className="pn-h1 pn-gutter">Purchase eSIM</h1>
      <Stack gap={3}>
        <div>
          <EsimPlanCard price={purchase.selectedPlan.price}>
            <li className="pn-body1">Includes {INCLUDED_DATA_MB} MB of cellular data</li>
          </EsimPlanCard>
          <Spaced above={1}>
            <p className="pn-body2 pn-secondary">{purchaseEsimMessages.noRefund}</p>
          </Spaced>
        </div>
        <Staged fallback={loading}>
          <Suspense fallback={loading}>
            <EsimPaymentAndWayBack purchase={purchase} />
          </Suspense>
        </Staged>
      </Stack>
    </Page>
  );
}
